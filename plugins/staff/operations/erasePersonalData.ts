import type { PayloadRequest } from 'payload'
import { recordAudit } from '@plugins/audit'
import { normalizeEmail } from '@plugins/verification'
import { erasedAddress } from '@/lib/db/personalDataErasure'
import { inTransaction } from '@/lib/db/transaction'
import { contributionsOf, runParts } from '@/lib/plugins/contributions'
import type { Payload } from 'payload'
import type { ErasureCounts, ErasureLabels } from '../domain/staffApi'

/**
 * Erases everything held about one address (UK GDPR, right to erasure; issue 27, ADR 0021) in ONE
 * transaction: each owning plugin's registered part erases its own rows (ADR 0020; the parts are
 * in `config.custom`, src/lib/plugins/contributions.ts), the audit log's last, then one audit
 * entry records that an erasure happened and who did it, with the counts and nothing personal.
 * Any failure rolls all of it back. Money stays: amounts, dates, references and statuses are untouched.
 */
export async function erasePersonalData(req: PayloadRequest, email: string, now: Date): Promise<ErasureCounts> {
  const address = normalizeEmail(email)
  const replacement = erasedAddress()
  const parts = contributionsOf(req.payload).erasure
  return inTransaction(req, async () => {
    const erased = await runParts(parts, (part, records) => part.erase(req, { address, replacement, now, records }))
    // Every count a part registered, 0 where it found nothing, in the parts' order.
    const counts: ErasureCounts = {}
    for (const name of Object.keys(erasureLabels(req.payload))) counts[name] = erased.counts[name] ?? 0
    for (const [name, count] of Object.entries(erased.counts)) counts[name] ??= count
    // The entry names no one: not the address, not a booking, only how much was erased and when.
    await recordAudit(req, {
      action: 'personal_data_erased',
      summary: `Erased one person's personal data: ${counts.bookings ?? 0} bookings, ${counts.creditPurchases ?? 0} credit packs, ${counts.inquiries ?? 0} inquiries`,
      entity: 'personal-data',
      recordId: now.toISOString(),
      after: counts,
    })
    return counts
  })
}

/** What each count of an erasure means, as the registered parts say, in their order. */
export function erasureLabels(payload: Payload): ErasureLabels {
  const labels: ErasureLabels = {}
  for (const part of contributionsOf(payload).erasure) Object.assign(labels, part.labels)
  return labels
}
