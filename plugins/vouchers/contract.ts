/**
 * The vouchers plugin's client-safe face: types, constants, schemas and pure functions the site,
 * the admin and other plugins may use anywhere. Nothing here loads Payload; server operations are in `./index.ts`.
 */
export { normaliseVoucherCode, VOUCHER_CODE_PREFIX } from './domain/voucherCodeFormat'
export {
  VOUCHER_MESSAGES,
  voucherCheckSchema,
  voucherCodeSchema,
  voucherPurchaseSchema,
  type VoucherPurchaseInput,
  type VoucherPurchaseRequest,
} from './domain/voucherSchemas'
export { VOUCHER_REFUSALS, voucherPays, type VoucherRefusal, type VoucherRefusalCode } from './domain/voucherRefusal'
export { DEFAULT_VOUCHER_AMOUNTS_PENCE, DEFAULT_VOUCHER_EXPIRY_MONTHS, voucherTerms, type VoucherOffer } from './domain/voucherSettings'
export {
  GIFT_VOUCHERS_SLUG,
  GIFT_VOUCHER_PURPOSE,
  VOUCHER_ENTRY_REASONS,
  VOUCHER_LEDGER_SLUG,
  VOUCHER_SETTINGS_SLUG,
  VOUCHER_STATUSES,
} from './types'
export type { VoucherPurchaseCreated, VoucherPurchaseStatusAnswer } from './domain/voucherAnswers'
