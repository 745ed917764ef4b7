import { BOOKINGS_SLUG } from '@plugins/booking'
import { databasePool } from '@/lib/db/pool'
import { idsOf, type Contributions } from '@/lib/plugins/contributions'
import { eraseSyncedNames, eraseVisitPersonalData, removeNumberPlatesBefore, removeSyncedNamesBefore } from '../operations/eraseVisitData'

/**
 * The check-in plugin's part of a person's data (issue 27, ADR 0021): the visits of the bookings
 * the booking plugin found, erased (plate and reason) and exported, with what tablets recorded
 * offline about them (the name); and, nightly, number plates and names recorded offline past their retention period.
 */
export const checkinPersonalData: Partial<Contributions> = {
  erasure: [
    {
      plugin: 'checkin',
      labels: { visits: 'Visit records', offlineCheckIns: 'Offline check-ins' },
      phase: 'related',
      erase: async (req, { records }) => {
        const bookingIds = idsOf(records, BOOKINGS_SLUG)
        return {
          counts: { visits: await eraseVisitPersonalData(req, bookingIds), offlineCheckIns: await eraseSyncedNames(req, bookingIds) },
        }
      },
    },
  ],
  retention: [
    {
      plugin: 'checkin',
      // A name a tablet recorded offline is the door's record of the day, as a plate is: it goes after the plates' period.
      retain: async (req, { cutoffs }) => ({
        counts: {
          numberPlates: await removeNumberPlatesBefore(req, cutoffs.plates),
          offlineCheckInNames: await removeSyncedNamesBefore(req, cutoffs.plates),
        },
      }),
    },
  ],
  export: [
    {
      plugin: 'checkin',
      phase: 'related',
      export: async (payload, { records }) => {
        const pool = databasePool(payload)
        const bookingIds = idsOf(records, BOOKINGS_SLUG)
        const [{ rows: visits }, { rows: offlineCheckIns }] = await Promise.all([
          pool.query<Record<string, unknown>>(
            `select booking_reference, action, automatic, at, number_plate, parking_agreed, waiver_version, reason
               from visit_events where booking_id = any($1::int[]) order by at`,
            [bookingIds],
          ),
          pool.query<Record<string, unknown>>(
            `select kind, outcome, code, message, happened_at, customer_name, children, adults, device_label
               from kiosk_sync_items where booking_id = any($1::int[]) order by happened_at`,
            [bookingIds],
          ),
        ])
        return { sections: { visits, offlineCheckIns } }
      },
    },
  ],
}
