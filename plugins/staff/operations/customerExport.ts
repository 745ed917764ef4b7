import type { Payload } from 'payload'
import { contributionsOf, PART_PHASES, type RecordIds } from '@/lib/plugins/contributions'

/** Everything held about one e-mail address (UK GDPR, right of access), as one JSON document. */
export type CustomerExport = {
  email: string
  exportedAt: string
  bookings: Record<string, unknown>[]
  visits: Record<string, unknown>[]
  credits: { purchases: Record<string, unknown>[]; ledger: Record<string, unknown>[] }
  /** Gift vouchers the address bought, each with its ledger. */
  giftVouchers: Record<string, unknown>[]
  loyalty: { members: Record<string, unknown>[]; ledger: Record<string, unknown>[]; redemptions: Record<string, unknown>[] }
  inquiries: Record<string, unknown>[]
  parties: Record<string, unknown>[]
  /** Waiting lists joined (ADR 0026). */
  waitingList: Record<string, unknown>[]
  emailsSent: Record<string, unknown>[]
}

/** The sections above in the order a reader meets them; a section another plugin adds comes after these. */
const SECTION_ORDER = [
  'bookings',
  'visits',
  'credits',
  'giftVouchers',
  'loyalty',
  'inquiries',
  'parties',
  'waitingList',
  'emailsSent',
] as const satisfies readonly (keyof CustomerExport)[]

/**
 * Every owning plugin's registered part reads its own tables for the address, matched without
 * regard to case (addresses are stored as typed). Secrets are left out: payment client secrets,
 * verification code hashes, idempotency keys. Visits follow from the bookings found (a part of the
 * `related` phase reads what the parts before it found); the parts of one phase read side by side.
 */
export async function customerExport(payload: Payload, email: string, now: Date): Promise<CustomerExport> {
  const address = email.trim().toLowerCase()
  const parts = contributionsOf(payload).export
  const sections: Record<string, unknown> = {}
  const records: RecordIds[] = []
  for (const phase of PART_PHASES) {
    const found = [...records]
    const outcomes = await Promise.all(
      parts.filter((part) => (part.phase ?? 'own') === phase).map((part) => part.export(payload, { address, now, records: found })),
    )
    for (const outcome of outcomes) {
      Object.assign(sections, outcome.sections)
      records.push(...(outcome.records ?? []))
    }
  }
  const ordered = Object.fromEntries(SECTION_ORDER.filter((name) => name in sections).map((name) => [name, sections[name]]))
  return { email: address, exportedAt: now.toISOString(), ...ordered, ...sections } as CustomerExport
}
