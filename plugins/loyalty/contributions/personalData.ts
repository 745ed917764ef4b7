import { databasePool } from '@/lib/db/pool'
import type { Contributions } from '@/lib/plugins/contributions'
import { eraseLoyaltyMember } from '../operations/eraseMember'
import { LOYALTY_MEMBERS_SLUG } from '../types'

/** The loyalty plugin's part of a person's data (issue 27, ADR 0021): the member of the address, its points and reward codes. */
export const loyaltyPersonalData: Partial<Contributions> = {
  erasure: [
    {
      plugin: 'loyalty',
      labels: {
        loyaltyMembers: 'Loyalty accounts',
        pointsClosed: 'Loyalty points closed',
        rewardCodesClosed: 'Unused reward codes closed',
      },
      erase: async (req, { address, replacement, now }) => {
        const loyalty = await eraseLoyaltyMember(req, address, replacement, now)
        return {
          counts: { loyaltyMembers: loyalty.members, pointsClosed: loyalty.pointsClosed, rewardCodesClosed: loyalty.redemptionsClosed },
          records: [{ entity: LOYALTY_MEMBERS_SLUG, ids: loyalty.memberIds }],
        }
      },
    },
  ],
  export: [
    {
      plugin: 'loyalty',
      export: async (payload, { address }) => {
        const pool = databasePool(payload)
        const rows = async (text: string, values: unknown[]) => (await pool.query<Record<string, unknown>>(text, values)).rows
        const members = await rows('select id, email, name, created_at from loyalty_members where lower(email) = $1', [address])
        const memberIds = members.map((member) => member.id)
        const [ledger, redemptions] = await Promise.all([
          rows(
            'select points, kind, description, booking_id, created_at from loyalty_ledger where member_id = any($1::int[]) order by created_at',
            [memberIds],
          ),
          rows(
            'select code, reward_title, points_cost, used_at, created_at from loyalty_redemptions where member_id = any($1::int[]) order by created_at',
            [memberIds],
          ),
        ])
        return { sections: { loyalty: { members, ledger, redemptions } } }
      },
    },
  ],
}
