import type { Payload, PayloadRequest, TaskConfig } from 'payload'
import { createLocalReq } from 'payload'
import { recordAudit } from '@plugins/audit'
import type { Party } from '@/payload-types'
import { sql } from '@payloadcms/db-postgres'
import { inTransaction, transactionDb } from '@/lib/db/transaction'
import { INQUIRIES_SLUG, LAPSE_PARTY_DEPOSITS_TASK, PARTIES_SLUG } from '../types'
import { lockedParty, supersedeOpenPayments, updateParty, inquiryIdOf } from './lockedParty'
import { queuePartyEmail } from './partyEmails'
import { cancelIntents } from './preparePartyPayment'
import type { PartyLinks } from './partyLinks'

export type LapseReport = { checked: number; lapsed: number }

/**
 * Provisional parties whose deposit was not paid by its deadline give their slot back: each under
 * its own lock, re-read, so a lapse and a late payment (or two job runs) settle one way, once. The
 * party is marked lapsed (a private hire's open-play blocks go with it), the inquiry goes back to
 * staff as unanswered with "Deposit not paid", the family is told, and the open payment intents
 * are cancelled after the commit; a payment that still arrives is refunded by its event.
 */
export async function lapseUnpaidDeposits(payload: Payload, links: PartyLinks, now: Date = new Date()): Promise<LapseReport> {
  const { docs } = await payload.find({
    collection: PARTIES_SLUG,
    where: { and: [{ status: { equals: 'provisional' } }, { depositDueBy: { less_than_equal: now.toISOString() } }] },
    sort: 'depositDueBy',
    limit: 200,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const report: LapseReport = { checked: docs.length, lapsed: 0 }
  for (const due of docs) {
    const req = await createLocalReq({}, payload)
    const intents = await inTransaction(req, () => lapseOne(req, due.id, links, now))
    if (intents) {
      report.lapsed += 1
      await cancelIntents(req, intents)
    }
  }
  return report
}

async function lapseOne(req: PayloadRequest, partyId: number, links: PartyLinks, now: Date): Promise<string[] | null> {
  const party = await lockedParty(req, partyId)
  if (!party || party.status !== 'provisional' || !party.depositDueBy || new Date(party.depositDueBy) > now) return null
  const lapsed = (await updateParty(req, party.id, { status: 'lapsed', lapsedAt: now.toISOString() })) as Party
  const intents = await supersedeOpenPayments(req, party.id)
  const inquiryId = inquiryIdOf(party)
  if (inquiryId) {
    // Back on the staff's unanswered list, with why.
    const db = await transactionDb(req)
    await db.execute(
      sql`update inquiries set responded = false, responded_at = null, responded_by_id = null, updated_at = now() where id = ${inquiryId}`,
    )
    await req.payload.update({
      collection: INQUIRIES_SLUG,
      id: inquiryId,
      data: { followUp: 'Deposit not paid' },
      req,
      overrideAccess: true,
    })
  }
  await queuePartyEmail(req, 'lapsed', lapsed, links)
  await recordAudit(req, {
    action: 'party_lapsed',
    summary: `Deposit not paid by ${party.depositDueBy}: released ${party.childName || 'the'}'s party slot on ${party.date}, ${party.timeSlot}`,
    entity: PARTIES_SLUG,
    recordId: party.id,
    before: { status: 'provisional' },
    after: { status: 'lapsed' },
  })
  return intents
}

export const lapsePartyDepositsTask = (links: PartyLinks, cron: string, queue: string): TaskConfig<typeof LAPSE_PARTY_DEPOSITS_TASK> => ({
  slug: LAPSE_PARTY_DEPOSITS_TASK,
  label: 'Release party slots whose deposit was not paid in time',
  schedule: [{ cron, queue }],
  outputSchema: [
    { name: 'checked', type: 'number', required: true },
    { name: 'lapsed', type: 'number', required: true },
  ],
  handler: async ({ req }) => ({ output: await lapseUnpaidDeposits(req.payload, links) }),
})
