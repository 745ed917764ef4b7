import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import type { PromoCode, TicketType } from '@/payload-types'
import { requestDb, transactionDb } from '@/lib/db/transaction'
import { normalisePromoCode, type PromoRules } from '../domain/promoCode'
import { PROMO_CODES_SLUG } from '../types'

export type LoadedPromo = PromoRules & { id: number }

/** The code as the CMS holds it (matched whatever the case typed), with its ticket types as keys; null when there is none. */
export async function loadPromoCode(req: PayloadRequest, typed: string): Promise<LoadedPromo | null> {
  const code = normalisePromoCode(typed)
  if (!code) return null
  const found = await req.payload.find({
    collection: PROMO_CODES_SLUG,
    where: { code: { equals: code } },
    depth: 1,
    limit: 1,
    overrideAccess: true,
    req,
  })
  const promo = found.docs[0]
  return promo ? promoRules(promo) : null
}

function promoRules(promo: PromoCode): LoadedPromo {
  const ticketKeys = (promo.ticketTypes ?? []).flatMap((type: number | TicketType) => (typeof type === 'object' && type ? [type.key] : []))
  return {
    id: promo.id,
    code: promo.code,
    kind: promo.kind,
    percent: promo.percent,
    amountPence: promo.amountPence,
    ticketKeys,
    validFrom: promo.validFrom,
    validUntil: promo.validUntil,
    maxUses: promo.maxUses,
    maxUsesPerEmail: promo.maxUsesPerEmail,
    minSpendPence: promo.minSpendPence,
    active: promo.active,
  }
}

/**
 * Serialises every use of one code until the booking's transaction ends, on every app instance:
 * a row lock on the code, so the count that follows sees every earlier holder's booking. Taken
 * after the slot lock, never before it, so two bookings never wait on each other in a circle.
 */
export async function lockPromoCode(req: PayloadRequest, id: number): Promise<void> {
  // Read per call, so the burst test's control can take the lock away for one test; production refuses to start with it set.
  if (process.env.BOOKING_TEST_DISABLE_PROMO_LOCK === '1') return
  const db = await transactionDb(req)
  await db.execute(sql`select id from promo_codes where id = ${id} for update`)
}

/**
 * A code's uses: bookings holding it that are paid, checked in or out, a no-show, or held and not
 * expired. An expired or cancelled hold, or a refunded booking, gives its use back with no job.
 */
export async function countPromoUses(
  req: PayloadRequest,
  code: string,
  email: string | null,
): Promise<{ overall: number; byEmail: number }> {
  const db = await requestDb(req)
  const result = await db.execute(sql`
    select count(*)::int as overall,
      count(*) filter (where lower(customer_email) = lower(${email ?? ''}))::int as by_email
    from bookings
    where promo_code = ${code}
      and (status::text in ('paid', 'checked_in', 'checked_out', 'no_show') or (status::text = 'held' and hold_expires_at > now()))`)
  const row = result.rows[0] as { overall: number; by_email: number } | undefined
  return { overall: Number(row?.overall ?? 0), byEmail: Number(row?.by_email ?? 0) }
}
