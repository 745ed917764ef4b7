import type { PayloadRequest } from 'payload'
import { runJobNow } from '@plugins/jobs'
import { jsonError } from '@/lib/http/requestBody'
import { longDate } from '@/lib/time/formatDate'
import type { MoveAnswer } from '../domain/moveBookingSchema'
import type { MoveResult } from '../operations/moveBooking'

/**
 * The HTTP answer to a move, for the family's call and the staff one alike. After the commit the
 * new confirmation is sent at once; if the e-mail service is down, the e-mail queue retries it.
 */
export async function moveAnswer(req: PayloadRequest, result: MoveResult): Promise<Response> {
  switch (result.status) {
    case 'not_found':
      return jsonError(404, 'not_found', 'No such booking')
    case 'invalid':
      return jsonError(400, 'validation_failed', result.message, { selectedTime: result.message })
    case 'refused':
      return jsonError(409, result.code, result.message)
    case 'full':
      return Response.json(
        {
          error: {
            code: 'session_full',
            message:
              result.placesLeft > 0
                ? `That session has only ${result.placesLeft} ${result.placesLeft === 1 ? 'place' : 'places'} left. Please choose another.`
                : 'That session is full. Please choose another.',
          },
          placesLeft: result.placesLeft,
        },
        { status: 409 },
      )
    case 'moved': {
      await runJobNow(req.payload, result.emailJobId, {
        booking: result.booking.id,
        msg: 'the moved booking’s confirmation will be retried by the e-mail queue',
      })
      const { booking, from } = result
      const answer: MoveAnswer = {
        success: true,
        message: `Booking ${booking.reference} moved to ${longDate(booking.date)} (${result.visitTime}). A new confirmation is on its way${booking.customerEmail ? ` to ${booking.customerEmail}` : ''}.`,
        booking: {
          id: booking.id,
          reference: booking.reference,
          status: booking.status,
          date: booking.date,
          slotStart: booking.slotStart,
          slotLabel: booking.slotLabel,
        },
        from,
      }
      return Response.json(answer, { headers: { 'cache-control': 'no-store' } })
    }
  }
}
