import type { PurchaseCreatedAnswer, PurchasePaymentStatus } from '@plugins/payments/contract'

/** GET /api/session-credits?email=: the verified address's packs with credits left, and their total. */
export type CreditBalanceAnswer = {
  success: boolean
  /** False when the address is not the one proved in this browser: then nothing was looked up. */
  verified: boolean
  totalActiveCredits: number
  activeCredits: { id: number | string; creditsPurchased: number; creditsRemaining: number; purchasedAt: string }[]
}

/** 201 of POST /api/session-credits/purchase (pence). */
export type CreditPurchaseCreated = PurchaseCreatedAnswer & { savings: number; credits: number; purchaseId: number | string }

/** GET /api/session-credits/purchase-status?clientSecret=. */
export type CreditPurchaseStatusAnswer = { status: PurchasePaymentStatus; credits: number; email: string }
