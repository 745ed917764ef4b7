import type { Endpoint } from 'payload'
import { recordAudit } from '@plugins/audit'
import { BOOKING_STATUS } from '@plugins/booking/contract'
import { inTransaction } from '@/lib/db/transaction'
import { jsonError, readJsonBody } from '@/lib/http/requestBody'
import { formatPence } from '@/lib/money'
import {
  bookingIdParamsSchema,
  confirmPaymentSchema,
  noQuerySchema,
  staffCheckInSchema,
  staffCheckOutSchema,
  staffUndoSchema,
} from '../domain/kioskSchemas'
import { checkIn } from '../operations/checkIn'
import { loadKioskRules } from '../operations/loadKioskRules'
import { checkOut } from '../operations/checkOut'
import { confirmInStorePayment } from '../operations/confirmInStorePayment'
import { undoVisit } from '../operations/undoVisit'
import { noStore, requireStaff, visitAnswer } from './kioskHttp'

/** POST /api/check-in/checkout { bookingId }: the staff dashboard's check-out, the kiosk's operation. */
export const staffCheckOutEndpoint: Endpoint = {
  path: '/check-in/checkout',
  method: 'post',
  custom: { bodySchema: staffCheckOutSchema, querySchema: noQuerySchema },
  handler: async (req) => {
    const staff = requireStaff(req)
    if (!staff.ok) return staff.response
    const body = await readJsonBody(req, staffCheckOutSchema)
    if (!body.ok) return body.response
    const result = await inTransaction(req, async () => {
      const outcome = await checkOut(req, { bookingId: body.data.bookingId, actor: staff.value })
      if (outcome.status === 'ok') {
        const { booking } = outcome
        await recordAudit(req, {
          action: 'check_out',
          summary: `Checked out ${booking.customerName} (${booking.reference})`,
          entity: 'bookings',
          recordId: booking.id,
          before: { status: BOOKING_STATUS.checked_in },
          after: { status: booking.status, checkedOutAt: booking.checkedOutAt },
        })
      }
      return outcome
    })
    if (result.status !== 'ok') {
      const refusal = visitAnswer(result)
      return Response.json(refusal.body, { status: refusal.status, headers: noStore })
    }
    return Response.json({ success: true, message: `${result.booking.customerName} is checked out.` }, { headers: noStore })
  },
}

/**
 * POST /api/check-in/staff-check-in { bookingId, reason, termsAccepted, numberPlate? }: staff check in
 * a family the kiosk refused for the time or the room (never for the day or the ticket's state),
 * recorded on the visit and in the audit log with who and why. docs/adr/0016.
 */
export const staffCheckInEndpoint: Endpoint = {
  path: '/check-in/staff-check-in',
  method: 'post',
  custom: { bodySchema: staffCheckInSchema, querySchema: noQuerySchema },
  handler: async (req) => {
    const staff = requireStaff(req)
    if (!staff.ok) return staff.response
    const body = await readJsonBody(req, staffCheckInSchema)
    if (!body.ok) return body.response
    const { bookingId, reason, numberPlate } = body.data
    const result = await inTransaction(req, async () => {
      const rules = await loadKioskRules(req)
      const outcome = await checkIn(req, {
        bookingId,
        actor: staff.value,
        waiverVersion: rules.waiverVersion,
        numberPlate,
        parkingAgreed: true,
        override: { reason },
      })
      if (outcome.status === 'ok') {
        const { booking } = outcome
        await recordAudit(req, {
          action: 'staff_check_in',
          summary: `Checked in ${booking.customerName} (${booking.reference}) at the desk: ${reason}`,
          entity: 'bookings',
          recordId: booking.id,
          before: { status: BOOKING_STATUS.paid },
          after: { status: booking.status, checkedInAt: booking.checkedInAt, session: booking.slotLabel, reason },
        })
      }
      return outcome
    })
    if (result.status !== 'ok') {
      const refusal = visitAnswer(result)
      return Response.json(refusal.body, { status: refusal.status, headers: noStore })
    }
    return Response.json(
      { success: true, message: `${result.booking.customerName} is checked in.`, ticket: result.ticket },
      { headers: noStore },
    )
  },
}

/** POST /api/check-in/undo { bookingId, reason }: staff step a visit back by one, recorded with who and why. */
export const staffUndoEndpoint: Endpoint = {
  path: '/check-in/undo',
  method: 'post',
  custom: { bodySchema: staffUndoSchema, querySchema: noQuerySchema },
  handler: async (req) => {
    const staff = requireStaff(req)
    if (!staff.ok) return staff.response
    const body = await readJsonBody(req, staffUndoSchema)
    if (!body.ok) return body.response
    const result = await inTransaction(req, async () => {
      const outcome = await undoVisit(req, { bookingId: body.data.bookingId, actor: staff.value, reason: body.data.reason })
      if (outcome.status === 'ok' && outcome.undone) {
        const { booking } = outcome
        await recordAudit(req, {
          action: outcome.undone,
          summary: `${outcome.undone === 'undo_check_in' ? 'Undid the check-in' : 'Undid the check-out'} of ${booking.customerName} (${booking.reference}): ${body.data.reason}`,
          entity: 'bookings',
          recordId: booking.id,
          before: { status: outcome.undone === 'undo_check_in' ? BOOKING_STATUS.checked_in : BOOKING_STATUS.checked_out },
          after: { status: booking.status, reason: body.data.reason },
        })
      }
      return outcome
    })
    if (result.status !== 'ok') {
      const refusal = visitAnswer(result)
      return Response.json(refusal.body, { status: refusal.status, headers: noStore })
    }
    const message =
      result.undone === 'undo_check_out'
        ? 'Check-out undone: the visit is open again.'
        : 'Check-in undone: the ticket can be checked in again.'
    return Response.json({ success: true, message, ticket: result.ticket }, { headers: noStore })
  },
}

/** POST /api/check-in/walk-in/:id/confirm-payment { amountPaid }: staff confirm what the desk took for a walk-in. */
export const confirmWalkInPaymentEndpoint: Endpoint = {
  path: '/check-in/walk-in/:id/confirm-payment',
  method: 'post',
  custom: { bodySchema: confirmPaymentSchema, querySchema: noQuerySchema, paramsSchema: bookingIdParamsSchema },
  handler: async (req) => {
    const staff = requireStaff(req)
    if (!staff.ok) return staff.response
    const params = bookingIdParamsSchema.safeParse(req.routeParams ?? {})
    if (!params.success) return jsonError(400, 'validation_failed', 'The booking id must be a number')
    const id = params.data.id
    const body = await readJsonBody(req, confirmPaymentSchema)
    if (!body.ok) return body.response
    const result = await inTransaction(req, async () => {
      const outcome = await confirmInStorePayment(req, {
        bookingId: id,
        amountPaidPence: body.data.amountPaid,
        staffUserId: staff.value.id,
      })
      if (outcome.status === 'confirmed') {
        await recordAudit(req, {
          action: 'confirm_walk_in_payment',
          summary: `Confirmed ${formatPence(outcome.booking.finalAmountPence)} taken in store from ${outcome.booking.customerName} (${outcome.booking.reference})`,
          entity: 'bookings',
          recordId: id,
          before: { inStorePaymentConfirmedAt: null },
          after: {
            finalAmountPence: outcome.booking.finalAmountPence,
            inStorePaymentConfirmedAt: outcome.booking.inStorePaymentConfirmedAt,
          },
        })
      }
      return outcome
    })
    switch (result.status) {
      case 'not_found':
        return jsonError(404, 'not_found', 'No such booking')
      case 'refused':
        return jsonError(409, result.code, result.message)
      case 'confirmed':
        return Response.json(
          {
            success: true,
            message: `Payment of ${formatPence(result.booking.finalAmountPence)} confirmed.`,
            booking: {
              id: result.booking.id,
              reference: result.booking.reference,
              amountPaid: result.booking.finalAmountPence,
              confirmedAt: result.booking.inStorePaymentConfirmedAt,
            },
          },
          { headers: noStore },
        )
    }
  },
}
