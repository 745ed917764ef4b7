import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { LOCK_NAMESPACES, lockUntilCommit } from '@/lib/db/advisoryLock'
import { ERASED_DOMAIN, ERASED_NAME, ERASED_TEXT } from '@/lib/db/personalDataErasure'
import { transactionDb } from '@/lib/db/transaction'

export type InquiriesErasure = { inquiryIds: number[]; partyIds: number[]; replies: number }

const ids = (rows: unknown[]) => (rows as { id: number | string }[]).map((row) => Number(row.id))
const idList = (values: number[]) => sql.raw(`(${values.map(Number).join(',')})`)

/**
 * Erases inquiries (issue 27, ADR 0021), inside the caller's transaction: the sender's name,
 * address and phone, the message, the party's child, age, requests and diet, the staff's replies
 * (they quote the family), the party's child, age, food and diet, and the payer on its payments.
 * Type, dates, counts, package, money and statuses stay. Each erased inquiry gets an address of its own on the `erased.invalid` domain,
 * which is how the retention job knows it has been done.
 */
async function eraseInquiryRows(req: PayloadRequest, inquiryIds: number[]): Promise<InquiriesErasure> {
  if (inquiryIds.length === 0) return { inquiryIds, partyIds: [], replies: 0 }
  // Each inquiry's lock, in id order (a reply being sent or a party being confirmed finishes first).
  for (const id of [...inquiryIds].sort((a, b) => a - b)) await lockUntilCommit(req, LOCK_NAMESPACES.inquiry, id)
  const db = await transactionDb(req)
  await db.execute(sql`
    update inquiries
       set name = ${ERASED_NAME}, email = 'erased-' || md5(random()::text || id::text) || ${`@${ERASED_DOMAIN}`}, phone = null,
           message = case when message is null then null else ${ERASED_TEXT} end,
           party_child_name = null, party_child_age = null, party_special_requests = null, party_dietary_requirements = null,
           client_key = null
     where id in ${idList(inquiryIds)}`)
  const replies = await db.execute(sql`
    update inquiries_replies set subject = ${ERASED_TEXT}, body = ${ERASED_TEXT}
     where _parent_id in ${idList(inquiryIds)} and body <> ${ERASED_TEXT}
    returning id`)
  const parties = await db.execute(sql`
    update parties set child_name = null, child_age = null, food_choices = null, dietary_notes = null
     where inquiry_id in ${idList(inquiryIds)} returning id`)
  const partyIds = ids(parties.rows)
  // The payer on each of the party's payments (amounts, dates and references stay for the accounts).
  if (partyIds.length > 0)
    await db.execute(sql`
      update party_payments set payer_name = ${ERASED_NAME}, payer_email = null where party_id in ${idList(partyIds)}`)
  return { inquiryIds, partyIds, replies: replies.rows.length }
}

/** Every inquiry sent from this address (trimmed, lower-case), erased. */
export async function eraseInquiriesFrom(req: PayloadRequest, email: string): Promise<InquiriesErasure> {
  const db = await transactionDb(req)
  const found = await db.execute(sql`select id from inquiries where lower(trim(email)) = ${email} order by id`)
  return eraseInquiryRows(req, ids(found.rows))
}

/** At most this many inquiries per retention round (one lock each): a backlog clears over a few nights. */
export const RETENTION_BATCH = 500

/** Retention: the oldest inquiries (up to RETENTION_BATCH) that arrived before `cutoff` and are not erased yet, erased. */
export async function eraseInquiriesBefore(req: PayloadRequest, cutoff: Date): Promise<InquiriesErasure> {
  const db = await transactionDb(req)
  const found = await db.execute(sql`
    select id from inquiries where created_at < ${cutoff.toISOString()} and email not like ${`%@${ERASED_DOMAIN}`}
     order by created_at, id limit ${RETENTION_BATCH}`)
  return eraseInquiryRows(req, ids(found.rows))
}
