import type { Contributions, ErasureScope, RecordIds, RetentionScope } from '@/lib/plugins/contributions'
import { idsOf } from '@/lib/plugins/contributions'
import { databasePool } from '@/lib/db/pool'
import type { PayloadRequest } from 'payload'
import { eraseBookingPersonalData, erasePrivateHireDescriptions } from '../operations/erasePersonalData'
import { BOOKINGS_SLUG, RESTRICTIONS_SLUG } from '../types'

// The inquiries plugin's confirmed parties (its PARTIES_SLUG): a private hire's calendar block names the party's child.
const PARTIES = 'parties'

/** A confirmed party's calendar blocks, once the inquiries plugin has erased the party (erasure and retention alike). */
async function eraseBlocksOfParties(req: PayloadRequest, scope: ErasureScope | RetentionScope) {
  const blocks = await erasePrivateHireDescriptions(req, idsOf(scope.records, PARTIES))
  return { counts: {}, records: [{ entity: RESTRICTIONS_SLUG, ids: blocks }] satisfies RecordIds[] }
}

/**
 * The booking plugin's part of a person's data (issue 27, ADR 0021): its bookings erased and
 * exported by the address, and the private-hire blocks of the parties erased.
 */
export const bookingPersonalData: Partial<Contributions> = {
  erasure: [
    {
      plugin: 'booking',
      labels: { bookings: 'Bookings' },
      erase: async (req, { address, replacement }) => {
        const { bookingIds } = await eraseBookingPersonalData(req, address, replacement)
        return { counts: { bookings: bookingIds.length }, records: [{ entity: BOOKINGS_SLUG, ids: bookingIds }] }
      },
    },
    { plugin: 'booking', phase: 'related', labels: {}, erase: eraseBlocksOfParties },
  ],
  retention: [{ plugin: 'booking', phase: 'related', retain: eraseBlocksOfParties }],
  export: [
    {
      plugin: 'booking',
      export: async (payload, { address }) => {
        const { rows: bookings } = await databasePool(payload).query<Record<string, unknown>>(
          `select b.id, b.reference, b.customer_name, b.customer_email, b.customer_phone, b.date, b.slot_label, b.children, b.adults,
                  b.child_ages, b.special_requests, b.loyalty_opt_in, b.status, b.source, b.original_amount_pence, b.credit_savings_pence,
                  b.final_amount_pence, b.session_credits_used, b.paid_at, b.payment_provider, b.payment_reference, b.cancelled_at,
                  b.refunded_pence, b.refunded_at, b.checked_in_at, b.checked_out_at, b.no_show_at, b.created_at,
                  coalesce((select json_agg(json_build_object('ticket', t.title, 'quantity', t.quantity, 'linePence', t.line_total_pence)) from bookings_tickets t
                             where t._parent_id = b.id), '[]') as tickets
             from bookings b where lower(b.customer_email) = $1 order by b.created_at`,
          [address],
        )
        return { sections: { bookings }, records: [{ entity: BOOKINGS_SLUG, ids: bookings.map((booking) => Number(booking.id)) }] }
      },
    },
  ],
}
