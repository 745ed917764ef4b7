import { databasePool } from '@/lib/db/pool'
import type { Contributions } from '@/lib/plugins/contributions'

/**
 * Party money flagged for staff: a payment that did not match what was asked, a refund to hand back
 * at the desk (the family cancelled a party paid there), a card refund that kept failing.
 */
export const inquiriesNeedsAttention: Partial<Contributions> = {
  needsAttention: [
    {
      plugin: 'inquiries',
      list: 'partyMoney',
      read: async (payload, limit) => {
        const pool = databasePool(payload)
        const flagged = `
          select 'payment' as kind, p.id, p.party_id, p.amount_pence, p.staff_note as note, p.updated_at
            from party_payments p where p.needs_attention
          union all
          select 'refund', r.id, r.party_id, r.amount_pence, r.reason, r.updated_at
            from party_refunds r where r.needs_attention`
        const [rows, count] = await Promise.all([
          pool.query<{ kind: string; id: number; party_id: number; amount_pence: string; note: string | null; updated_at: Date }>(
            `${flagged} order by updated_at desc limit $1`,
            [limit],
          ),
          pool.query<{ n: string }>(`select count(*) as n from (${flagged}) flagged`),
        ])
        return {
          total: Number(count.rows[0]?.n ?? 0),
          items: rows.rows.map((row) => ({
            kind: row.kind,
            id: row.id,
            reference: `P-${row.party_id}`,
            amountPence: Number(row.amount_pence),
            note: row.note,
            updatedAt: new Date(row.updated_at).toISOString(),
          })),
        }
      },
    },
  ],
}
