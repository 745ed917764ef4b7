import { databasePool } from '@/lib/db/pool'
import type { Contributions } from '@/lib/plugins/contributions'

/**
 * Bookings flagged for staff (a payment that could not be matched, a refund that failed or was
 * never confirmed, a late payment for a full session): the Overview's "Needs attention".
 */
export const bookingNeedsAttention: Partial<Contributions> = {
  needsAttention: [
    {
      plugin: 'booking',
      list: 'bookings',
      read: async (payload, limit) => {
        const pool = databasePool(payload)
        const [bookings, count] = await Promise.all([
          pool.query<{ id: number; reference: string; customer_name: string; date: string; staff_note: string | null; updated_at: Date }>(
            `select id, reference, customer_name, date, staff_note, updated_at from bookings
              where needs_attention order by updated_at desc limit $1`,
            [limit],
          ),
          pool.query<{ n: string }>('select count(*) as n from bookings where needs_attention'),
        ])
        return {
          total: Number(count.rows[0]?.n ?? 0),
          items: bookings.rows.map((row) => ({
            id: row.id,
            reference: row.reference,
            customerName: row.customer_name,
            date: row.date,
            note: row.staff_note,
            updatedAt: new Date(row.updated_at).toISOString(),
          })),
        }
      },
    },
  ],
}
