import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { transactionDb } from '@/lib/db/transaction'
import { SEND_QUEUED_EMAIL_TASK } from '../types'

export type EmailsPurge = { outbox: number; queued: number }

/**
 * Erasure (issue 27): every message to this address (trimmed, lower-case) is deleted from the
 * outbox, and every e-mail job still holding one (waiting, failed, or kept) from the queue, inside
 * the caller's transaction. Matches the bare address and the `Name <address>` form.
 */
export async function purgeEmailsTo(req: PayloadRequest, email: string): Promise<EmailsPurge> {
  const db = await transactionDb(req)
  const outbox = await db.execute(sql`
    delete from email_outbox where lower(trim("to")) = ${email} or position(${`<${email}>`} in lower("to")) > 0 returning id`)
  const queued = await db.execute(sql`
    delete from payload_jobs
     where task_slug = ${SEND_QUEUED_EMAIL_TASK} and processing = false
       and (lower(trim(input->>'to')) = ${email} or position(${`<${email}>`} in lower(input->>'to')) > 0)
    returning id`)
  return { outbox: outbox.rows.length, queued: queued.rows.length }
}
