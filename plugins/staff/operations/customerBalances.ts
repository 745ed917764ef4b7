import type { PayloadRequest } from 'payload'
import { recordAudit } from '@plugins/audit'
import { adjustCredits, creditBalance, CREDIT_LEDGER_SLUG } from '@plugins/credits'
import { adjustPoints, loyaltySummary, LOYALTY_MEMBERS_SLUG } from '@plugins/loyalty'
import { normalizeEmail } from '@plugins/verification'
import { inTransaction } from '@/lib/db/transaction'
import type { CustomerBalances } from '../domain/staffApi'

/** A family's session credits and loyalty points, as the desk sees them. */
export async function customerBalances(req: PayloadRequest, email: string): Promise<CustomerBalances> {
  const address = normalizeEmail(email)
  const credits = await creditBalance(req, address)
  return { email: address, credits, loyalty: await loyaltySummary(req, address) }
}

export type BalanceAdjustmentRequest = { email: string; credits: number; points: number; reason: string; requestKey: string }

/** A refusal after something was written: thrown so the whole adjustment rolls back. */
export class BalanceAdjustmentRefused extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

const signed = (count: number, one: string, many: string) => `${count > 0 ? '+' : ''}${count} ${Math.abs(count) === 1 ? one : many}`

/**
 * Staff change a family's session credits and loyalty points together (goodwill, a missed visit,
 * a correction), in one transaction: each plugin changes its own ledger under its lock (ADR 0020),
 * then one audit entry with the reason, recorded against the credits' ledger row (or the member
 * for points alone), which is how an erasure of the address finds it. Either refusal (too few to
 * take off, not a member) throws, so nothing is written. Returns the balances after.
 */
export async function adjustBalances(req: PayloadRequest, request: BalanceAdjustmentRequest): Promise<CustomerBalances> {
  const address = normalizeEmail(request.email)
  return inTransaction(req, async () => {
    const credits = request.credits !== 0 ? await adjustCredits(req, { email: address, delta: request.credits }) : null
    if (credits?.status === 'refused') throw new BalanceAdjustmentRefused(credits.code, credits.message)
    const points =
      request.points !== 0
        ? await adjustPoints(req, { email: address, delta: request.points, entryKey: `staff-adjustment-${request.requestKey}` })
        : null
    if (points?.status === 'refused') throw new BalanceAdjustmentRefused(points.code, points.message)
    // Both parts are adjusted or not asked for here (a refusal threw), and the schema asks for one.
    const recordedOn = credits
      ? { entity: CREDIT_LEDGER_SLUG, recordId: credits.ledgerRowId }
      : { entity: LOYALTY_MEMBERS_SLUG, recordId: points!.memberId }
    const changes = [
      request.credits !== 0 ? signed(request.credits, 'session credit', 'session credits') : null,
      request.points !== 0 ? signed(request.points, 'point', 'points') : null,
    ].filter(Boolean)
    await recordAudit(req, {
      action: 'balance_adjustment',
      summary: `Adjusted ${address}: ${changes.join(' and ')}: ${request.reason}`,
      ...recordedOn,
      after: { credits: request.credits, points: request.points, reason: request.reason },
    })
    return customerBalances(req, address)
  })
}
