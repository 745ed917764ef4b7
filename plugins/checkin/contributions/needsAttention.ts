import { databasePool } from '@/lib/db/pool'
import type { Contributions } from '@/lib/plugins/contributions'
import type { KioskSyncAttentionItem } from '../domain/offlineSyncAnswers'

// Postgres answers numeric columns as text.
const wholeNumber = (value: string | null) => (value === null ? null : Number(value))

type Row = {
  id: number
  kind: string
  outcome: string
  code: string | null
  message: string | null
  customer_name: string | null
  children: string | null
  adults: string | null
  booking_id: number | null
  device_label: string
  happened_at: Date
}

/**
 * What door tablets recorded offline and the server could not simply apply (ADR 0030): a duplicate
 * check-in, a family let in whose booking was cancelled or refunded meanwhile, a walk-in that
 * overfilled its session, a family noted without a ticket. Each stays until staff untick it.
 */
export const checkinNeedsAttention: Partial<Contributions> = {
  needsAttention: [
    {
      plugin: 'checkin',
      list: 'offlineCheckIns',
      read: async (payload, limit) => {
        const pool = databasePool(payload)
        const [rows, count] = await Promise.all([
          pool.query<Row>(
            `select id, kind, outcome, code, message, customer_name, children, adults, booking_id, device_label, happened_at
               from kiosk_sync_items where needs_attention order by happened_at desc limit $1`,
            [limit],
          ),
          pool.query<{ n: string }>('select count(*) as n from kiosk_sync_items where needs_attention'),
        ])
        return {
          total: Number(count.rows[0]?.n ?? 0),
          items: rows.rows.map((row): KioskSyncAttentionItem => ({
            id: row.id,
            kind: row.kind,
            outcome: row.outcome,
            code: row.code,
            message: row.message,
            customerName: row.customer_name,
            children: wholeNumber(row.children),
            adults: wholeNumber(row.adults),
            bookingId: row.booking_id,
            device: row.device_label,
            happenedAt: new Date(row.happened_at).toISOString(),
          })),
        }
      },
    },
  ],
}
