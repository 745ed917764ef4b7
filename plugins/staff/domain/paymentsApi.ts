import { z } from 'zod'
import { STAFF_MESSAGES } from './dashboardApi'

/** The payment search and its refunds (seed 001 §7): money in pence. */

// POST /api/admin/search-payments
export const searchPaymentsSchema = z.object({
  searchTerm: z
    .string({ error: STAFF_MESSAGES.searchRequired })
    .trim()
    .min(1, STAFF_MESSAGES.searchRequired)
    .max(100, 'At most 100 characters'),
})
export type SearchPaymentsInput = z.input<typeof searchPaymentsSchema>

export const PAYMENT_STATUSES = ['succeeded', 'processing', 'requires_payment_method', 'canceled', 'pending', 'failed'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

export type PaymentSearchResult = {
  /** `booking-<id>`, `credit-<id>` or `voucher-<id>`: one id space over every kind of payment record. */
  id: string
  customer_name: string
  customer_email: string
  customer_phone?: string
  amount: number
  currency: string
  payment_method_type: string
  status: PaymentStatus
  created: number
  booking_id?: number
  receipt_url?: string
  /** Pence refunded so far, and what is left to refund. */
  refunded: number
  refundable: number
  /** A credit pack's unused credits, which its refund (of `refundable`) takes back. */
  refundable_credits?: number
  /** A gift voucher sale (`voucher-<id>`): its code (once paid), what is left, who it is for, its last day. */
  voucher?: { code: string | null; balance: number; recipient_name: string; expires_on: string | null }
}
export type SearchPaymentsAnswer = { success: boolean; payments: PaymentSearchResult[]; message: string }

// POST /api/admin/payments/:id/refund (admins, and staff allowed to give refunds); `id` as in PaymentSearchResult.
export const refundPaymentSchema = z.object({
  /** Pence; omitted means everything still refundable. */
  amount: z.number().int().positive().max(10_000_000).optional(),
  reason: z.string().trim().min(3, 'Please give a reason for the refund').max(500, 'At most 500 characters'),
  /** Whether a booking's places are released (the booking cancelled) with the refund. */
  cancelBooking: z.boolean().default(false),
})
export type RefundPaymentInput = z.input<typeof refundPaymentSchema>
export type RefundPaymentRequest = z.output<typeof refundPaymentSchema>
