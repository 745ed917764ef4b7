import { jsonError } from '@/lib/http/requestBody'
import type { PromoRefusal } from '../domain/promoCode'
import { promoRefusalResponse } from './promoRefusal'

export type BookingRefusal =
  | { status: 'invalid'; message: string; fields: Record<string, string> }
  | { status: 'price_changed'; currentTotalPence: number }
  | { status: 'unavailable'; message: string }
  | { status: 'full'; placesLeft: number }
  | { status: 'promo_refused'; refusal: PromoRefusal }

/** The answer to a booking the shared checks refused, the same for the website and the staff desk. */
export function bookingRefusalResponse(result: BookingRefusal): Response {
  switch (result.status) {
    case 'promo_refused':
      return promoRefusalResponse(result.refusal)
    case 'invalid':
      return jsonError(400, 'validation_failed', result.message, result.fields)
    case 'price_changed':
      return Response.json(
        {
          error: {
            code: 'price_changed',
            message: 'Prices have changed since the page was loaded. Please check the new total.',
            currentTotalPence: result.currentTotalPence,
          },
        },
        { status: 409 },
      )
    case 'unavailable':
      return jsonError(409, 'slot_unavailable', result.message)
    case 'full':
      return Response.json(
        {
          error: {
            code: 'slot_full',
            message:
              result.placesLeft === 0
                ? 'Sorry, this session is full.'
                : `Sorry, only ${result.placesLeft} places are left in this session.`,
            placesLeft: result.placesLeft,
          },
        },
        { status: 409 },
      )
  }
}
