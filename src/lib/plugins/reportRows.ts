import type { PaymentLine } from './contributions'

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value))
const count = (value: unknown): number => Number(value ?? 0)

/**
 * A report part's payment row as the registry's line. The statement names its columns so
 * (`instant`, `at`, `kind`, `provider`, `reference`, `name`, `email`, `pence`, `credits_used`,
 * `credits`, `voucher_pence`, `provider_reference`, `session_date`); a column the part has no use
 * for may be left out and reads as 0 or empty.
 */
export const paymentLineOf = (row: Record<string, unknown>): PaymentLine => ({
  instant: text(row.instant),
  at: text(row.at),
  kind: text(row.kind),
  provider: text(row.provider),
  reference: text(row.reference),
  name: text(row.name),
  email: text(row.email),
  pence: Number(row.pence),
  creditsUsed: count(row.credits_used),
  credits: count(row.credits),
  voucherPence: count(row.voucher_pence),
  providerReference: text(row.provider_reference),
  sessionDate: text(row.session_date),
})
