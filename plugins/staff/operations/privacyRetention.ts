import { createLocalReq, type Payload } from 'payload'
import { eraseAuditEntries } from '@plugins/audit'
import { erasePrivateHireDescriptions, RESTRICTIONS_SLUG } from '@plugins/booking'
import { removeNumberPlatesBefore } from '@plugins/checkin'
import { eraseInquiriesBefore, INQUIRIES_SLUG, PARTIES_SLUG } from '@plugins/inquiries'
import { eraseWaitingListEntriesBefore, WAITING_LIST_SLUG } from '@plugins/waitlist'
import { inTransaction } from '@/lib/db/transaction'
import { retentionCutoffs, retentionSettings } from '../domain/retention'

export type RetentionResult = { numberPlates: number; inquiries: number; waitingListEntries: number; auditEntries: number }

/**
 * The nightly retention round (issue 27, ADR 0021), with the periods the manager set in the
 * booking settings' "Keeping personal data": number plates of older visits are removed, and older
 * inquiries erased through the same operations as an erasure request (their parties' children,
 * calendar block descriptions and audit entries with them), and past sessions' waiting lists
 * deleted with the audit entries that name their families. One transaction; run again, it finds
 * nothing more to do.
 */
export async function runPrivacyRetention(payload: Payload, now: Date): Promise<RetentionResult> {
  const req = await createLocalReq({}, payload)
  const settings = await payload.findGlobal({ slug: 'booking-settings', depth: 0, req, overrideAccess: true })
  const cutoffs = retentionCutoffs(now, retentionSettings(settings.privacy))
  return inTransaction(req, async () => {
    const numberPlates = await removeNumberPlatesBefore(req, cutoffs.plates)
    const inquiries = await eraseInquiriesBefore(req, cutoffs.inquiries)
    const blocks = await erasePrivateHireDescriptions(req, inquiries.partyIds)
    const waiting = await eraseWaitingListEntriesBefore(req, cutoffs.waitingListBefore)
    const auditEntries = await eraseAuditEntries(req, [
      { entity: INQUIRIES_SLUG, ids: inquiries.inquiryIds },
      { entity: PARTIES_SLUG, ids: inquiries.partyIds },
      { entity: RESTRICTIONS_SLUG, ids: blocks },
      { entity: WAITING_LIST_SLUG, ids: waiting.entryIds },
    ])
    return { numberPlates, inquiries: inquiries.inquiryIds.length, waitingListEntries: waiting.entryIds.length, auditEntries }
  })
}
