import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import type { WaitingListEntry } from '@/payload-types'
import { transactionDb } from '@/lib/db/transaction'
import { WAITING_LIST_SLUG, type SanitizedWaitlistOptions } from '../types'
import { queueWaitingListEmail } from './queueWaitingListEmail'

type Options = Pick<SanitizedWaitlistOptions, 'secret' | 'siteUrl'>
type NewEntry = Pick<WaitingListEntry, 'date' | 'slotStart' | 'slotLabel' | 'customerName' | 'customerEmail' | 'children'> &
  Partial<Pick<WaitingListEntry, 'notBefore' | 'notAfter'>>

/** The address's entry still in line or offered on this list (a session's, or with `slotStart` null the whole day's), if any. */
export async function entryOfAddress(
  req: PayloadRequest,
  date: string,
  slotStart: string | null,
  email: string,
): Promise<WaitingListEntry | null> {
  const { docs } = await req.payload.find({
    collection: WAITING_LIST_SLUG,
    where: {
      date: { equals: date },
      slotStart: slotStart ? { equals: slotStart } : { exists: false },
      customerEmail: { equals: email },
      status: { in: ['waiting', 'offered'] },
    },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** A family joins: the entry and its "You are on the waiting list" e-mail, in the caller's transaction. */
export async function addEntry(req: PayloadRequest, options: Options, data: NewEntry): Promise<WaitingListEntry> {
  const entry = await req.payload.create({ collection: WAITING_LIST_SLUG, data: { ...data, status: 'waiting' }, req, overrideAccess: true })
  await queueWaitingListEmail(req, options, 'joined', entry)
  return entry
}

/** An entry still waiting closes and its family is told, in the caller's transaction; false when it was no longer waiting. */
export async function closeEntry(req: PayloadRequest, options: Options, entry: WaitingListEntry, now: Date): Promise<boolean> {
  const result = await (
    await transactionDb(req)
  ).execute(sql`
    update waiting_list_entries set status = 'closed', ended_at = ${now.toISOString()}, updated_at = now()
    where id = ${entry.id} and status::text = 'waiting'
    returning id`)
  if (result.rows.length === 0) return false
  await queueWaitingListEmail(req, options, 'closed', entry)
  return true
}
