import type { Endpoint } from 'payload'
import { recordAudit } from '@plugins/audit'
import { hasRole } from '@/access/roles'
import { endpointSchemas } from '@/lib/http/endpointSchemas'
import { jsonError, readJsonBody } from '@/lib/http/requestBody'
import { formatPence } from '@/lib/money'
import { staffBookingSchema } from '../domain/staffBookingSchema'
import { placeStaffBooking } from '../operations/placeStaffBooking'
import { BOOKINGS_SLUG, type SanitizedBookingOptions } from '../types'
import { bookingRefusalResponse } from './bookingRefusal'

const PAYMENT_WORDS = { in_store: 'paid at the desk', card_link: 'payment link e-mailed', complimentary: 'complimentary' } as const

/**
 * POST /api/admin/bookings: staff take a booking on the phone or at the desk through the website's
 * booking operation: paid at the desk, held with a payment link e-mailed to the family, or (admins
 * only, with a reason) complimentary. 201 with the booking; the audit entry is written in the
 * booking's transaction.
 */
export const staffCreateBookingEndpoint = (options: SanitizedBookingOptions): Endpoint => ({
  path: '/admin/bookings',
  method: 'post',
  custom: endpointSchemas({ body: staffBookingSchema }),
  handler: async (req) => {
    if (!req.user) return jsonError(401, 'unauthorised', 'Please sign in')
    if (!hasRole(req.user, 'staff', 'admin')) return jsonError(403, 'forbidden', 'Only staff can take bookings')
    const body = await readJsonBody(req, staffBookingSchema)
    if (!body.ok) return body.response
    const input = body.data
    if (input.payment === 'complimentary' && !hasRole(req.user, 'admin'))
      return jsonError(403, 'forbidden', 'Only an admin can give a complimentary booking')

    const result = await placeStaffBooking(req, options, input, {
      staffUserId: Number(req.user.id),
      record: (booking) =>
        recordAudit(req, {
          action: 'staff_booking',
          summary: `Booked ${booking.customerName} (${booking.reference}) for ${booking.date} ${booking.slotLabel}, ${booking.children} children: ${PAYMENT_WORDS[input.payment]}${input.payment === 'complimentary' ? '' : ` ${formatPence(booking.finalAmountPence)}`}${input.reason ? ` (${input.reason})` : ''}`,
          entity: BOOKINGS_SLUG,
          recordId: booking.id,
          before: null,
          after: {
            status: booking.status,
            holdExpiresAt: booking.status === 'held' ? (booking.holdExpiresAt ?? null) : null,
            payment: input.payment,
            amountPence: booking.finalAmountPence,
            originalAmountPence: booking.originalAmountPence,
            promoCode: booking.promoCode ?? null,
            promoDiscountPence: booking.promoDiscountPence ?? 0,
            reason: input.reason ?? null,
          },
        }),
    })
    if (result.status !== 'created') return bookingRefusalResponse(result)
    const { booking } = result
    return Response.json(
      {
        bookingId: booking.id,
        reference: booking.reference,
        status: booking.status,
        payment: input.payment,
        date: booking.date,
        timeSlot: booking.slotLabel,
        numberOfChildren: booking.children,
        numberOfAdults: booking.adults,
        originalAmount: booking.originalAmountPence,
        finalAmount: booking.finalAmountPence,
        promoCode: booking.promoCode ?? null,
        promoDiscount: booking.promoDiscountPence ?? 0,
        // A card-link booking's places are held until then, unless the family pays.
        holdExpiresAt: booking.status === 'held' ? booking.holdExpiresAt : null,
      },
      { status: 201, headers: { 'cache-control': 'no-store' } },
    )
  },
})
