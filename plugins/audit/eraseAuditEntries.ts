import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { enterErasureMode, ERASED_TEXT } from '@/lib/db/personalDataErasure'
import { transactionDb } from '@/lib/db/transaction'

/** The records whose entries quote personal data: a collection slug and the ids erased in it. */
export type ErasedRecords = { entity: string; ids: (number | string)[] }

/**
 * The keys of an entry's before/after that can hold what the family or the staff wrote about them
 * (a reply's address, subject and body, a reason, a private-hire block's description).
 */
export const PERSONAL_AUDIT_KEYS = ['to', 'subject', 'body', 'reason', 'description'] as const

/**
 * The audit log is append-only in the database; the one change it takes is this, in erasure mode
 * (migration 20261127_094754_personal_data_erasure): the summary (which names the family) becomes
 * "Personal data erased", and before/after only lose keys. Who acted, what kind of action, on
 * which record and when all stay. Returns how many entries changed.
 */
export async function eraseAuditEntries(req: PayloadRequest, records: ErasedRecords[]): Promise<number> {
  const wanted = records.filter((record) => record.ids.length > 0)
  if (wanted.length === 0) return 0
  const db = await transactionDb(req)
  await enterErasureMode(db)
  const keys = sql.raw(`array[${PERSONAL_AUDIT_KEYS.map((key) => `'${key}'`).join(', ')}]::text[]`)
  const which = sql.join(
    wanted.map(
      (record) => sql`(entity = ${record.entity} and record_id in ${sql.raw(`(${record.ids.map((id) => `'${Number(id)}'`).join(',')})`)})`,
    ),
    sql` or `,
  )
  const result = await db.execute(sql`
    update audit_log
       set summary = ${ERASED_TEXT},
           before = case when jsonb_typeof(before) = 'object' then before - ${keys} else null end,
           after = case when jsonb_typeof(after) = 'object' then after - ${keys} else null end
     where (${which}) and summary <> ${ERASED_TEXT}
    returning id`)
  return result.rows.length
}
