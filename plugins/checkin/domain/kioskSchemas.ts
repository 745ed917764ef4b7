import { z } from 'zod'

/** The kiosk's texts that the form and the endpoint share (seed 001 §5). */
export const KIOSK_MESSAGES = {
  searchTooShort: "Please enter at least 2 characters of the customer's name",
  walkInName: 'Please enter your full name',
  terms: 'Please read and accept the terms and conditions before checking in.',
  liability: 'Please accept the liability disclaimer before checking in.',
  parking: 'Please confirm the parking information before checking in.',
  plate: 'A number plate has at most 8 characters',
} as const

export const NUMBER_PLATE_MAX_LENGTH = 8

/** Upper-cased, trimmed, at most 8 characters; an empty plate is null (seed 001 §5). Inner spaces are kept as typed. */
export function normaliseNumberPlate(value: string | null | undefined): string | null {
  const plate = (value ?? '').trim().toUpperCase()
  return plate === '' ? null : plate
}

export const numberPlateSchema = z
  .union([z.string().max(32), z.null()])
  .optional()
  .transform((value) => normaliseNumberPlate(value))
  .refine((plate) => plate === null || plate.length <= NUMBER_PLATE_MAX_LENGTH, KIOSK_MESSAGES.plate)
  .refine((plate) => plate === null || /^[A-Z0-9 -]+$/.test(plate), 'A number plate has only letters, digits and spaces')

/** POST /api/check-in/search-all-tickets: a name (any part of it) or a booking reference. */
export const ticketSearchSchema = z.object({
  customerName: z
    .string({ error: KIOSK_MESSAGES.searchTooShort })
    .trim()
    .min(2, KIOSK_MESSAGES.searchTooShort)
    .max(80, 'At most 80 characters'),
})
export type TicketSearchInput = z.input<typeof ticketSearchSchema>

const ticketId = z.number({ error: 'A ticket is required' }).int().positive().max(2_147_483_647)
/** The seed sends the browser's clock; it is accepted for the shape and never recorded. */
const clientTime = z.string().max(64).optional()

/** What every check-in carries, a booked family's or a walk-in's (seed 001 §4): the three ticks, the terms' version, the plate. */
const waiverAcceptance = {
  numberPlate: numberPlateSchema,
  cefParkingAgreed: z.literal(true, { error: KIOSK_MESSAGES.parking }),
  termsAccepted: z.literal(true, { error: KIOSK_MESSAGES.terms }),
  liabilityAccepted: z.literal(true, { error: KIOSK_MESSAGES.liability }),
  waiverVersion: z.number({ error: 'The terms version is required' }).int().min(1).max(1_000_000),
}

/** POST /api/check-in/check-in. */
export const checkInSchema = z.object({
  ticketId,
  checkedInAt: clientTime,
  ...waiverAcceptance,
})
export type CheckInInput = z.input<typeof checkInSchema>
export type CheckInRequest = z.output<typeof checkInSchema>

/** POST /api/check-in/check-out. */
export const checkOutSchema = z.object({ ticketId, checkedOutAt: clientTime })
export type CheckOutRequest = z.output<typeof checkOutSchema>

/** POST /api/check-in/checkout (staff). */
export const staffCheckOutSchema = z.object({ bookingId: ticketId })

/** POST /api/check-in/walk-in ('New Customer - Paid In Store'). */
export const walkInSchema = z.object({
  customerName: z.string({ error: KIOSK_MESSAGES.walkInName }).trim().min(2, KIOSK_MESSAGES.walkInName).max(100, 'At most 100 characters'),
  numberOfChildren: z.number().int().min(1, 'At least one child').max(20, 'At most 20 children; please ask at the desk').default(1),
  numberOfAdults: z.number().int().min(0).max(20, 'At most 20 adults; please ask at the desk').default(1),
  slotStart: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time such as 09:30')
    .optional(),
  amountPaid: z.number().int().min(0).max(1_000_000).default(0),
  ...waiverAcceptance,
})
export type WalkInInput = z.input<typeof walkInSchema>
export type WalkInRequest = z.output<typeof walkInSchema>

/** POST /api/check-in/undo (staff): step a visit back, saying why. */
export const staffUndoSchema = z.object({
  bookingId: ticketId,
  reason: z.string({ error: 'Please say why' }).trim().min(3, 'Please say why (at least 3 characters)').max(500, 'At most 500 characters'),
})
export type StaffUndoRequest = z.output<typeof staffUndoSchema>

/**
 * POST /api/check-in/staff-check-in (staff): a family the kiosk sent to the desk (the session under
 * way was full, or they came outside the arrival window), checked in anyway with the reason, after
 * they accepted the terms at the desk.
 */
export const staffCheckInSchema = z.object({
  bookingId: ticketId,
  reason: z.string({ error: 'Please say why' }).trim().min(3, 'Please say why (at least 3 characters)').max(500, 'At most 500 characters'),
  termsAccepted: z.literal(true, { error: 'The family must accept the terms and the liability disclaimer first' }),
  numberPlate: numberPlateSchema,
})
export type StaffCheckInRequest = z.output<typeof staffCheckInSchema>

/** POST /api/check-in/walk-in/:id/confirm-payment (staff): what the desk took, in pence. */
export const confirmPaymentSchema = z.object({
  amountPaid: z.number({ error: 'The amount paid, in pence, is required' }).int('Whole pence').min(0).max(1_000_000),
})

/** The kiosk calls take no query parameters. */
export const noQuerySchema = z.object({})

/** The `:id` of /api/check-in/walk-in/:id/confirm-payment, as Payload hands it over (text). */
export const bookingIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'The booking id must be a number' })
    .int('The booking id must be a number')
    .positive('The booking id must be a number')
    .max(2_147_483_647),
})
