import { z } from 'zod'

export const VOUCHER_MESSAGES = {
  amount: 'Please choose an amount',
  buyerName: 'Name must be at least 2 characters',
  buyerEmail: 'Please enter a valid email address',
  recipientName: 'Please enter who the voucher is for',
  message: 'The message must be at most 300 characters',
  code: 'Voucher codes are letters, digits and dashes',
} as const

/** The form of /gift-vouchers and POST /api/gift-vouchers/purchase; the amount must be one the CMS offers. */
export const voucherPurchaseSchema = z.object({
  amountPence: z.number({ error: VOUCHER_MESSAGES.amount }).int(VOUCHER_MESSAGES.amount).min(100, VOUCHER_MESSAGES.amount).max(100_000),
  buyerName: z.string({ error: VOUCHER_MESSAGES.buyerName }).trim().min(2, VOUCHER_MESSAGES.buyerName).max(120),
  buyerEmail: z
    .string({ error: VOUCHER_MESSAGES.buyerEmail })
    .trim()
    .toLowerCase()
    .max(254, VOUCHER_MESSAGES.buyerEmail)
    .pipe(z.email(VOUCHER_MESSAGES.buyerEmail)),
  recipientName: z.string({ error: VOUCHER_MESSAGES.recipientName }).trim().min(1, VOUCHER_MESSAGES.recipientName).max(80),
  message: z.string().trim().max(300, VOUCHER_MESSAGES.message).optional().default(''),
})

export type VoucherPurchaseInput = z.input<typeof voucherPurchaseSchema>
export type VoucherPurchaseRequest = z.output<typeof voucherPurchaseSchema>

/** A voucher code as typed at booking (empty for none); normalised and checked by the server. */
export const voucherCodeSchema = z
  .string({ error: VOUCHER_MESSAGES.code })
  .trim()
  .max(40, VOUCHER_MESSAGES.code)
  .regex(/^[A-Za-z0-9 -]*$/, VOUCHER_MESSAGES.code)

/** POST /api/gift-vouchers/check: a code, and what is left to pay after promo code and credits (optional). */
export const voucherCheckSchema = z.object({
  voucherCode: voucherCodeSchema.refine((code) => code.length > 0, 'Please enter a voucher code'),
  amountDuePence: z.number().int().min(0).max(10_000_000).optional(),
})
