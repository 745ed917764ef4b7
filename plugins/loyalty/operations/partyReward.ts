import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { transactionDb } from '@/lib/db/transaction'
import { LOYALTY_MEMBERS_SLUG, LOYALTY_REWARDS_SLUG } from '../types'

export type PartyRewardResult =
  | { status: 'spent'; percent: number; code: string; rewardTitle: string }
  | { status: 'refused'; code: 'reward_not_valid' | 'reward_already_used'; message: string }

const NOT_VALID = 'That code is not a party reward redeemed with this e-mail address.'

/**
 * Spends a redeemed party reward (e.g. "20% off party bookings") on a party, in the caller's
 * transaction under the redemption's row lock: the code must be a party reward redeemed by the
 * member with the party's e-mail address and not used yet; it is marked used, once.
 */
export async function spendPartyReward(req: PayloadRequest, input: { code: string; email: string }): Promise<PartyRewardResult> {
  const db = await transactionDb(req)
  const found = await db.execute(
    sql`select id, member_id, reward_id, used_at from loyalty_redemptions where upper(code) = upper(${input.code.trim()}) for update`,
  )
  const row = found.rows[0] as { id: number; member_id: number; reward_id: number | null; used_at: string | null } | undefined
  if (!row || row.reward_id === null) return { status: 'refused', code: 'reward_not_valid', message: NOT_VALID }
  const member = await req.payload.findByID({
    collection: LOYALTY_MEMBERS_SLUG,
    id: row.member_id,
    depth: 0,
    req,
    overrideAccess: true,
    disableErrors: true,
  })
  const reward = await req.payload.findByID({
    collection: LOYALTY_REWARDS_SLUG,
    id: row.reward_id,
    depth: 0,
    req,
    overrideAccess: true,
    disableErrors: true,
  })
  const percent = reward?.partyDiscountPercent ?? 0
  if (!member || member.email.toLowerCase() !== input.email.trim().toLowerCase() || !reward || percent <= 0)
    return { status: 'refused', code: 'reward_not_valid', message: NOT_VALID }
  if (row.used_at) return { status: 'refused', code: 'reward_already_used', message: 'That reward code has already been used.' }
  await db.execute(sql`update loyalty_redemptions set used_at = now(), updated_at = now() where id = ${row.id}`)
  return { status: 'spent', percent, code: input.code.trim().toUpperCase(), rewardTitle: reward.title }
}
