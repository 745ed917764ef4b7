import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { recordAudit } from '@plugins/audit'
import { inTransaction, transactionDb } from '@/lib/db/transaction'
import { INQUIRIES_SLUG } from '../types'

export type MarkRespondedResult = { status: 'not_found' } | { status: 'marked' | 'already'; respondedAt: string }

/**
 * Marks an inquiry answered by the signed-in member of staff, once: one conditional UPDATE, so a
 * second call (a double click, a colleague at the same moment) changes nothing and says so.
 */
export async function markResponded(
  req: PayloadRequest,
  inquiryId: number,
  how: 'marked' | 'replied' = 'marked',
): Promise<MarkRespondedResult> {
  return inTransaction(req, async () => {
    const db = await transactionDb(req)
    const userId = req.user?.collection === 'users' ? Number(req.user.id) : null
    const updated = await db.execute(sql`
      update inquiries set responded = true, responded_at = now(), responded_by_id = ${userId}, updated_at = now()
      where id = ${inquiryId} and responded is not true
      returning name, responded_at`)
    const row = updated.rows[0] as { name: string; responded_at: string | Date } | undefined
    if (row) {
      const respondedAt = new Date(row.responded_at).toISOString()
      await recordAudit(req, {
        action: 'inquiry_responded',
        summary: `${how === 'replied' ? 'Replied to' : 'Marked responded'} the inquiry from ${row.name}`,
        entity: INQUIRIES_SLUG,
        recordId: inquiryId,
        before: { responded: false },
        after: { responded: true, respondedAt },
      })
      return { status: 'marked', respondedAt }
    }
    const existing = await db.execute(sql`select responded_at from inquiries where id = ${inquiryId}`)
    const found = existing.rows[0] as { responded_at: string | Date | null } | undefined
    if (!found) return { status: 'not_found' }
    return { status: 'already', respondedAt: found.responded_at ? new Date(found.responded_at).toISOString() : new Date().toISOString() }
  })
}
