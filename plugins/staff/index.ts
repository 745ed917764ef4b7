import type { CollectionConfig, Config, Field } from 'payload'
import { BOOKINGS_SLUG } from '@plugins/booking'
import { withStaffViews } from './admin/views'
import { staffEndpoints } from './endpoints'
import { privacyRetentionTask } from './jobs/privacyRetentionTask'

export * from './domain/staffApi'
// The inquiry tabs' types are the inquiries plugin's (its contract), re-exported for the dashboard's callers.
export * from '@plugins/inquiries/contract'
export * from './domain/restrictionApi'
export * from './domain/calendarApi'
export { runPrivacyRetention, type RetentionResult } from './operations/privacyRetention'
export { erasePersonalData } from './operations/erasePersonalData'

export type StaffPluginOptions = {
  /** The jobs queue of the nightly retention round (issue 27). */
  maintenanceQueue: string
  /** When the retention round runs (cron; 03:17 every night by default). */
  retentionCron?: string
}

/**
 * The staff side of the admin (seed 001, issue 16): the dashboard that replaces Payload's, the
 * payment search view, and the `/api/admin/*` calls behind them. Every view and endpoint checks
 * the user and role itself: Payload leaves custom views and endpoints public. Also the nightly
 * retention round for personal data (issue 27).
 */
export const staffPlugin =
  (options: StaffPluginOptions) =>
  (config: Config): Config =>
    withStaffViews({
      ...config,
      collections: withMoveBookingBox(config.collections ?? []),
      endpoints: [...(config.endpoints ?? []), ...staffEndpoints],
      jobs: {
        ...config.jobs,
        tasks: [...(config.jobs?.tasks ?? []), privacyRetentionTask(options.retentionCron ?? '17 3 * * *', options.maintenanceQueue)],
      },
    })

/** Staff move a paid booking to another day or session from its sidebar (POST /api/admin/bookings/:id/move). */
const moveBookingField: Field = {
  name: 'moveBooking',
  type: 'ui',
  admin: { position: 'sidebar', components: { Field: '@plugins/staff/admin/MoveBookingBox#MoveBookingBox' } },
}

function withMoveBookingBox(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((collection) =>
    collection.slug === BOOKINGS_SLUG ? { ...collection, fields: [...collection.fields, moveBookingField] } : collection,
  )
}
