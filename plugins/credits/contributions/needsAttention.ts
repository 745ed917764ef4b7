import { databasePool } from '@/lib/db/pool'
import type { Contributions } from '@/lib/plugins/contributions'

/** Credit packs flagged for staff (a payment that could not be matched, a refund that failed): the Overview's "Needs attention". */
export const creditsNeedsAttention: Partial<Contributions> = {
  needsAttention: [
    {
      plugin: 'credits',
      list: 'creditPurchases',
      read: async (payload, limit) => {
        const pool = databasePool(payload)
        const [purchases, count] = await Promise.all([
          pool.query<{ id: number; customer_email: string; credits: string; staff_note: string | null; updated_at: Date }>(
            `select id, customer_email, credits, staff_note, updated_at from credit_purchases
              where needs_attention order by updated_at desc limit $1`,
            [limit],
          ),
          pool.query<{ n: string }>('select count(*) as n from credit_purchases where needs_attention'),
        ])
        return {
          total: Number(count.rows[0]?.n ?? 0),
          items: purchases.rows.map((row) => ({
            id: row.id,
            customerEmail: row.customer_email,
            credits: Number(row.credits),
            note: row.staff_note,
            updatedAt: new Date(row.updated_at).toISOString(),
          })),
        }
      },
    },
  ],
}
