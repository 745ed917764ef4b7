import { databasePool } from '@/lib/db/pool'
import type { Contributions } from '@/lib/plugins/contributions'

/** Gift vouchers flagged for staff (a payment that could not be matched, a refund that failed): the Overview's "Needs attention". */
export const vouchersNeedsAttention: Partial<Contributions> = {
  needsAttention: [
    {
      plugin: 'vouchers',
      list: 'giftVouchers',
      read: async (payload, limit) => {
        const pool = databasePool(payload)
        const [vouchers, count] = await Promise.all([
          pool.query<{ id: number; code: string | null; buyer_name: string; staff_note: string | null; updated_at: Date }>(
            `select id, code, buyer_name, staff_note, updated_at from gift_vouchers
              where needs_attention order by updated_at desc limit $1`,
            [limit],
          ),
          pool.query<{ n: string }>('select count(*) as n from gift_vouchers where needs_attention'),
        ])
        return {
          total: Number(count.rows[0]?.n ?? 0),
          items: vouchers.rows.map((row) => ({
            id: row.id,
            code: row.code,
            buyerName: row.buyer_name,
            note: row.staff_note,
            updatedAt: new Date(row.updated_at).toISOString(),
          })),
        }
      },
    },
  ],
}
