import { z } from 'zod'
import { validateBusinessDate } from '@/fields/validators'
import { MAX_TICKETS_PER_TYPE } from './priceBooking'
import { PROMO_CODE_MAX_LENGTH } from './promoCode'
import { voucherCodeSchema } from '@plugins/vouchers/contract'

export const BOOKING_MESSAGES = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  date: 'Please select a date',
  terms: 'You must agree to the terms and conditions to proceed',
} as const

/** The details step of /booking; the form and the endpoint share it. */
export const bookingDetailsSchema = z.object({
  customerName: z
    .string({ error: BOOKING_MESSAGES.name })
    .trim()
    .min(2, BOOKING_MESSAGES.name)
    .max(100, 'Name must be at most 100 characters'),
  customerEmail: z.string({ error: BOOKING_MESSAGES.email }).trim().max(254, BOOKING_MESSAGES.email).pipe(z.email(BOOKING_MESSAGES.email)),
  customerPhone: z.string({ error: BOOKING_MESSAGES.phone }).trim().min(10, BOOKING_MESSAGES.phone).max(30, BOOKING_MESSAGES.phone),
  selectedDate: z
    .string({ error: BOOKING_MESSAGES.date })
    .min(1, BOOKING_MESSAGES.date)
    .refine((value) => validateBusinessDate(value) === true, BOOKING_MESSAGES.date),
  selectedTime: z.string().trim().max(40).optional(),
  specialRequests: z.string().trim().max(1000, 'Special requirements must be at most 1000 characters').optional(),
  agreeToTerms: z.literal(true, { error: BOOKING_MESSAGES.terms }),
})

export const PROMO_CODE_FORMAT_MESSAGE = 'Promo codes are letters, digits and dashes'
export const promoCodeSchema = z
  .string({ error: PROMO_CODE_FORMAT_MESSAGE })
  .trim()
  .max(PROMO_CODE_MAX_LENGTH, `Promo codes are at most ${PROMO_CODE_MAX_LENGTH} characters`)
  .regex(/^[A-Za-z0-9-]*$/, PROMO_CODE_FORMAT_MESSAGE)

const quantity = z
  .number({ error: 'Ticket quantities must be whole numbers' })
  .int('Ticket quantities must be whole numbers')
  .min(0, 'Ticket quantities cannot be negative')
  .max(MAX_TICKETS_PER_TYPE, `At most ${MAX_TICKETS_PER_TYPE} tickets of one type can be booked online; please call us for larger groups`)

/** The spec's booking payload (POST /api/create-booking-payment). `totalAmount` is in pounds. */
export const bookingRequestSchema = bookingDetailsSchema.extend({
  ticketQuantities: z
    .record(z.string().max(40), quantity)
    .refine((quantities) => Object.keys(quantities).length <= 20, 'Too many ticket types'),
  totalAmount: z
    .number({ error: 'The total must be a number' })
    .min(0, 'The total cannot be negative')
    .max(100_000, 'The total is more than any booking can cost'),
  loyaltyOptIn: z.boolean().optional().default(true),
  childAges: z.string().trim().max(200).optional(),
  /** A promo code as typed (any case; empty for none). The server prices it; `totalAmount` stays the total before discounts. */
  promoCode: promoCodeSchema.optional(),
  /** A gift voucher code as typed (empty for none). It pays what is left after the promo code and credits, up to its balance. */
  voucherCode: voucherCodeSchema.optional(),
})

export type BookingDetailsInput = z.input<typeof bookingDetailsSchema>
export type BookingRequest = z.output<typeof bookingRequestSchema>
