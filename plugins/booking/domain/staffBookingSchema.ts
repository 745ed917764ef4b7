import { z } from 'zod'
import { bookingRequestSchema } from './bookingRequestSchema'

export const STAFF_PAYMENTS = ['in_store', 'card_link', 'complimentary'] as const
export type StaffPayment = (typeof STAFF_PAYMENTS)[number]

export const STAFF_BOOKING_MESSAGES = {
  payment: 'Please choose how the booking is paid',
  reason: 'Please say why this booking is complimentary',
  promoOnComplimentary: 'A complimentary booking costs nothing: it takes no promo code',
} as const

/**
 * POST /api/admin/bookings: the website's booking body, without the family's own tick of the
 * terms (staff cannot give it for them), with how it is paid (at the desk, by a link e-mailed to the
 * family, or complimentary) and why, and the family's promo code when they give one (priced by the
 * server as online, ADR 0024). Loyalty is off unless asked.
 * The staff dashboard's New booking dialog validates with the same schema.
 */
export const staffBookingSchema = bookingRequestSchema
  // No gift voucher at the desk yet: the voucher is spent by the website's booking only (ADR 0025).
  .omit({ agreeToTerms: true, loyaltyOptIn: true, voucherCode: true })
  .extend({
    payment: z.enum(STAFF_PAYMENTS, { error: STAFF_BOOKING_MESSAGES.payment }),
    reason: z.string().trim().max(500, 'The reason must be at most 500 characters').optional(),
    loyaltyOptIn: z.boolean().optional().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.payment === 'complimentary' && !value.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: STAFF_BOOKING_MESSAGES.reason })
    // A use of the code would be counted for a booking that was free anyway.
    if (value.payment === 'complimentary' && value.promoCode)
      ctx.addIssue({ code: 'custom', path: ['promoCode'], message: STAFF_BOOKING_MESSAGES.promoOnComplimentary })
  })

export type StaffBookingInput = z.input<typeof staffBookingSchema>
export type StaffBookingRequest = z.output<typeof staffBookingSchema>
