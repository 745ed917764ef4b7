import type { CollectionConfig, Config, Field } from 'payload'
import { BOOKINGS_SLUG } from '@plugins/booking'
import { contribute } from '@/lib/plugins/contributions'
import { withStaffViews } from './admin/views'
import { staffEndpoints } from './endpoints'
import { privacyRetentionTask } from './jobs/privacyRetentionTask'
import { staffPersonalData } from './contributions/personalData'

export * from './contract'
// The inquiry tabs' types are the inquiries plugin's (its contract), re-exported for the dashboard's callers.
export * from '@plugins/inquiries/contract'
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
 * retention round for personal data (issue 27). The cross-cutting work (a person's data, the
 * reports, "Needs attention") runs the parts the other plugins registered (src/lib/plugins/contributions.ts).
 */
export const staffPlugin =
  (options: StaffPluginOptions) =>
  (config: Config): Config =>
    withStaffViews({
      ...config,
      collections: withMoveBookingBox(config.collections ?? []),
      endpoints: [...(config.endpoints ?? []), ...staffEndpoints],
      custom: contribute(config.custom, staffPersonalData),
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
