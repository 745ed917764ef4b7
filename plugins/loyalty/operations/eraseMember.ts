import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { ERASED_NAME } from '@/lib/db/personalDataErasure'
import { transactionDb } from '@/lib/db/transaction'
import { LOYALTY_LEDGER_SLUG } from '../types'
import { lockAddress, lockMember, memberPoints } from './memberLedger'

export type LoyaltyErasure = { members: number; memberIds: number[]; pointsClosed: number; redemptionsClosed: number }

/**
 * Erases one address from the loyalty scheme (issue 27, ADR 0021), inside the caller's
 * transaction: the member's name and address go, the points left are closed by one `adjustment`
 * entry, and reward codes not yet used are marked used now, so none can be spent. The ledger's
 * history (points, kinds, dates) stays.
 */
export async function eraseLoyaltyMember(req: PayloadRequest, email: string, replacement: string, now: Date): Promise<LoyaltyErasure> {
  await lockAddress(req, email)
  const db = await transactionDb(req)
  const found = await db.execute(sql`select id from loyalty_members where lower(trim(email)) = ${email} order by id`)
  const memberIds = (found.rows as { id: number | string }[]).map((row) => Number(row.id))
  let pointsClosed = 0
  let redemptionsClosed = 0
  for (const memberId of memberIds) {
    await lockMember(req, memberId)
    const { currentPoints } = await memberPoints(req, memberId)
    if (currentPoints > 0) {
      await req.payload.create({
        collection: LOYALTY_LEDGER_SLUG,
        data: {
          member: memberId,
          points: -currentPoints,
          kind: 'adjustment',
          description: 'Closed: personal data erased',
          entryKey: `erased-${memberId}`,
        },
        req,
        overrideAccess: true,
      })
      pointsClosed += currentPoints
    }
    const codes = await db.execute(
      sql`update loyalty_redemptions set used_at = ${now.toISOString()} where member_id = ${memberId} and used_at is null returning id`,
    )
    redemptionsClosed += codes.rows.length
    // One member per address, so one stand-in is enough; a second (impossible today) would need its own.
    const address = memberIds.length === 1 ? replacement : replacement.replace('@', `-${memberId}@`)
    await db.execute(sql`update loyalty_members set email = ${address}, name = ${ERASED_NAME} where id = ${memberId}`)
  }
  return { members: memberIds.length, memberIds, pointsClosed, redemptionsClosed }
}
