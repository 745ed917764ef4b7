import type { PromoRefusal } from '../domain/promoCode'

/** A refused promo code: 409 when it is used up (as a full slot), 422 otherwise; the message goes beside the field. */
export function promoRefusalResponse(refusal: PromoRefusal): Response {
  return Response.json(
    { error: { code: refusal.code, message: refusal.message, fields: { promoCode: refusal.message } } },
    { status: refusal.code === 'promo_used_up' ? 409 : 422 },
  )
}
