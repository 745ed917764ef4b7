import { formatPence } from '@/lib/money'
import type { PricedLine } from './priceBooking'

/** The longest promo code the CMS and the booking form accept. */
export const PROMO_CODE_MAX_LENGTH = 32
/** Letters, digits and dashes; stored upper-case, matched whatever the case typed. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9]+(-[A-Z0-9]+)*$/

/** A code as typed, trimmed and upper-cased: the form it is stored and matched in. */
export function normalisePromoCode(typed: string): string {
  return typed.trim().toUpperCase()
}

/** A promo code as the CMS stores it, with its ticket types resolved to their keys (empty: every ticket type). */
export type PromoRules = {
  code: string
  kind: 'percent' | 'fixed'
  percent?: number | null
  amountPence?: number | null
  ticketKeys: string[]
  validFrom?: string | null
  validUntil?: string | null
  maxUses?: number | null
  maxUsesPerEmail?: number | null
  minSpendPence?: number | null
  active?: boolean | null
}

export type PromoRefusalCode =
  'promo_unknown' | 'promo_not_yet_valid' | 'promo_expired' | 'promo_used_up' | 'promo_min_spend' | 'promo_not_for_tickets'

export type PromoRefusal = { status: 'refused'; code: PromoRefusalCode; message: string }
export type PromoDiscount = { status: 'ok'; code: string; eligiblePence: number; discountPence: number }

export const PROMO_MESSAGES = {
  promo_unknown: 'This promo code is not recognised. Please check it and try again.',
  promo_not_yet_valid: (from: string) => `This promo code can be used from ${from}.`,
  promo_expired: 'This promo code has expired.',
  promo_used_up: 'This promo code has been used as many times as it can be.',
  promo_min_spend: (pence: number) => `This promo code needs a booking of at least ${formatPence(pence)}.`,
  promo_not_for_tickets: 'This promo code does not apply to the tickets chosen.',
} as const

export function promoRefusal(code: PromoRefusalCode, message: string): PromoRefusal {
  return { status: 'refused', code, message }
}

/**
 * The discount a code gives a priced booking made on business date `today` (Europe/London),
 * before its uses are counted (that needs the database, under the code's lock). The discount
 * applies to the lines of the code's ticket types (price and fee), never exceeds them, and is
 * whole pence: a percentage rounds half up, in the family's favour. Minimum spend is measured on
 * the whole booking at list prices.
 */
export function pricePromo(promo: PromoRules | null, lines: PricedLine[], today: string): PromoDiscount | PromoRefusal {
  if (!promo || promo.active === false) return promoRefusal('promo_unknown', PROMO_MESSAGES.promo_unknown)
  if (promo.validFrom && today < promo.validFrom)
    return promoRefusal('promo_not_yet_valid', PROMO_MESSAGES.promo_not_yet_valid(promo.validFrom))
  if (promo.validUntil && today > promo.validUntil) return promoRefusal('promo_expired', PROMO_MESSAGES.promo_expired)
  if (promo.maxUses !== null && promo.maxUses !== undefined && promo.maxUses <= 0)
    return promoRefusal('promo_used_up', PROMO_MESSAGES.promo_used_up)
  const totalPence = lines.reduce((sum, line) => sum + line.lineTotalPence, 0)
  if (promo.minSpendPence && totalPence < promo.minSpendPence)
    return promoRefusal('promo_min_spend', PROMO_MESSAGES.promo_min_spend(promo.minSpendPence))
  const eligible = promo.ticketKeys.length === 0 ? lines : lines.filter((line) => promo.ticketKeys.includes(line.ticketKey))
  const eligiblePence = eligible.reduce((sum, line) => sum + line.lineTotalPence, 0)
  if (eligiblePence === 0) return promoRefusal('promo_not_for_tickets', PROMO_MESSAGES.promo_not_for_tickets)
  const raw = promo.kind === 'percent' ? Math.floor((eligiblePence * (promo.percent ?? 0) + 50) / 100) : (promo.amountPence ?? 0)
  const discountPence = Math.max(0, Math.min(eligiblePence, raw))
  return { status: 'ok', code: promo.code, eligiblePence, discountPence }
}

/** Whether counted uses leave room for one more: overall, and for this e-mail address. */
export function promoUsesLeft(
  promo: Pick<PromoRules, 'maxUses' | 'maxUsesPerEmail'>,
  uses: { overall: number; byEmail: number },
): PromoRefusal | null {
  if (promo.maxUses !== null && promo.maxUses !== undefined && uses.overall >= promo.maxUses)
    return promoRefusal('promo_used_up', PROMO_MESSAGES.promo_used_up)
  if (promo.maxUsesPerEmail !== null && promo.maxUsesPerEmail !== undefined && uses.byEmail >= promo.maxUsesPerEmail)
    return promoRefusal('promo_used_up', 'This promo code has already been used as many times as it can be with this e-mail address.')
  return null
}
