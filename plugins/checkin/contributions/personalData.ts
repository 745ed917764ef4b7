import { BOOKINGS_SLUG } from '@plugins/booking'
import { databasePool } from '@/lib/db/pool'
import { idsOf, type Contributions } from '@/lib/plugins/contributions'
import { eraseVisitPersonalData, removeNumberPlatesBefore } from '../operations/eraseVisitData'

/**
 * The check-in plugin's part of a person's data (issue 27, ADR 0021): the visits of the bookings
 * the booking plugin found, erased (plate and reason) and exported; and, nightly, number plates
 * past their retention period.
 */
export const checkinPersonalData: Partial<Contributions> = {
  erasure: [
    {
      plugin: 'checkin',
      labels: { visits: 'Visit records' },
      phase: 'related',
      erase: async (req, { records }) => ({ counts: { visits: await eraseVisitPersonalData(req, idsOf(records, BOOKINGS_SLUG)) } }),
    },
  ],
  retention: [
    {
      plugin: 'checkin',
      retain: async (req, { cutoffs }) => ({ counts: { numberPlates: await removeNumberPlatesBefore(req, cutoffs.plates) } }),
    },
  ],
  export: [
    {
      plugin: 'checkin',
      phase: 'related',
      export: async (payload, { records }) => {
        const { rows: visits } = await databasePool(payload).query<Record<string, unknown>>(
          `select booking_reference, action, automatic, at, number_plate, parking_agreed, waiver_version, reason
             from visit_events where booking_id = any($1::int[]) order by at`,
          [idsOf(records, BOOKINGS_SLUG)],
        )
        return { sections: { visits } }
      },
    },
  ],
}
