import { createLocalReq, type Payload } from 'payload'
import { inTransaction } from '@/lib/db/transaction'
import { contributionsOf, runParts } from '@/lib/plugins/contributions'
import { retentionCutoffs, retentionSettings } from '../domain/retention'

export type RetentionResult = {
  numberPlates: number
  offlineCheckInNames: number
  inquiries: number
  waitingListEntries: number
  auditEntries: number
}

/**
 * The nightly retention round (issue 27, ADR 0021), with the periods the manager set in the
 * booking settings' "Keeping personal data": each owning plugin's registered part removes what is
 * past its period (older visits' number plates, older inquiries erased through the same operations
 * as an erasure request with their parties' calendar block descriptions, past sessions' waiting
 * lists), and the audit log's part last erases the entries that name them. One transaction; run
 * again, it finds nothing more to do.
 */
export async function runPrivacyRetention(payload: Payload, now: Date): Promise<RetentionResult> {
  const req = await createLocalReq({}, payload)
  const settings = await payload.findGlobal({ slug: 'booking-settings', depth: 0, req, overrideAccess: true })
  const cutoffs = retentionCutoffs(now, retentionSettings(settings.privacy))
  const parts = contributionsOf(payload).retention
  return inTransaction(req, async () => {
    const { counts } = await runParts(parts, (part, records) => part.retain(req, { now, cutoffs, records }))
    // The task's output (privacyRetentionTask.ts) names these counts; each is 0 when nothing of its kind was due.
    return { numberPlates: 0, offlineCheckInNames: 0, inquiries: 0, waitingListEntries: 0, auditEntries: 0, ...counts } as RetentionResult
  })
}
