import type { Endpoint } from 'payload'
import { z } from 'zod'
import { hitRateLimit } from '@plugins/verification'
import { clientKey } from '@/lib/http/clientKey'
import { endpointSchemas } from '@/lib/http/endpointSchemas'
import { jsonError, readJsonBody } from '@/lib/http/requestBody'
import { formatPence } from '@/lib/money'
import { businessDate } from '@/lib/time/businessDate'
import { bookingRequestSchema, promoCodeSchema } from '../domain/bookingRequestSchema'
import { priceBooking } from '../domain/priceBooking'
import { pricePromo, promoUsesLeft } from '../domain/promoCode'
import { loadTicketTypes } from '../operations/loadDay'
import { countPromoUses, loadPromoCode } from '../operations/promoCodes'
import type { SanitizedBookingOptions } from '../types'
import { promoRefusalResponse } from './promoRefusal'

export const promoCheckSchema = z.object({
  promoCode: promoCodeSchema.refine((code) => code.length > 0, 'Please enter a promo code'),
  ticketQuantities: bookingRequestSchema.shape.ticketQuantities,
  // Optional and never refused: an address that is not one yet (still being typed) is left out of the count.
  customerEmail: z.string().trim().max(254).optional(),
})

/** Checks per client per ten minutes: enough for a family trying a few codes, too few to guess them. */
const CHECK_LIMIT = { limit: 30, windowSeconds: 600 }

/**
 * POST /api/promo-codes/check: the discount a code would give these tickets today, for the booking
 * page to show before paying. Public and rate-limited; it reveals nothing about a code but whether
 * it applies. The booking itself prices the code again and counts its use under a lock.
 */
export const checkPromoCodeEndpoint = (options: SanitizedBookingOptions): Endpoint => ({
  path: '/check',
  method: 'post',
  custom: endpointSchemas({ body: promoCheckSchema }),
  handler: async (req) => {
    const limited = await hitRateLimit(req.payload, `promo-check:${clientKey(req.headers, options.secret)}`, CHECK_LIMIT)
    if (!limited.allowed)
      return Response.json(
        { error: { code: 'rate_limited', message: 'Too many promo code checks. Please try again in a few minutes.' } },
        { status: 429, headers: { 'retry-after': String(limited.retryAfterSeconds) } },
      )
    const body = await readJsonBody(req, promoCheckSchema)
    if (!body.ok) return body.response
    const priced = priceBooking(body.data.ticketQuantities, await loadTicketTypes(req))
    if (priced.status === 'invalid') return jsonError(400, 'validation_failed', priced.message, { ticketQuantities: priced.message })
    const promo = await loadPromoCode(req, body.data.promoCode)
    const discount = pricePromo(promo, priced.lines, businessDate(new Date()))
    if (discount.status === 'refused') return promoRefusalResponse(discount)
    const email = body.data.customerEmail
    const countedEmail = email && z.email().safeParse(email).success ? email : null
    const usedUp = promoUsesLeft(promo!, await countPromoUses(req, discount.code, countedEmail))
    if (usedUp) return promoRefusalResponse(usedUp)
    const totalPence = priced.totalPence - discount.discountPence
    return Response.json({
      promoCode: discount.code,
      originalPence: priced.totalPence,
      discountPence: discount.discountPence,
      totalPence,
      message: `Promo code ${discount.code} applied: ${formatPence(discount.discountPence)} off.`,
    })
  },
})
