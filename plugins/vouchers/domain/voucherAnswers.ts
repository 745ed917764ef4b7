import type { PurchaseCreatedAnswer, PurchasePaymentStatus } from '@plugins/payments/contract'

/** 201 of POST /api/gift-vouchers/purchase (pence). */
export type VoucherPurchaseCreated = PurchaseCreatedAnswer & { voucherId: number }

/** GET /api/gift-vouchers/purchase-status?clientSecret=: never the code, which is only in the buyer's e-mail. */
export type VoucherPurchaseStatusAnswer = { status: PurchasePaymentStatus; amount: number; email: string; recipientName: string }
