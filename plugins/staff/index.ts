import type { CollectionConfig, Config, Field } from 'payload'
import { BOOKINGS_SLUG } from '@plugins/booking'
import { withStaffViews } from './admin/views'
import { staffEndpoints } from './endpoints'

export * from './domain/staffApi'
export * from './domain/inquiryApi'
export * from './domain/calendarApi'

/**
 * The staff side of the admin (seed 001, issue 16): the dashboard that replaces Payload's, the
 * payment search view, and the `/api/admin/*` calls behind them. Every view and endpoint checks
 * the user and role itself: Payload leaves custom views and endpoints public.
 */
export const staffPlugin =
  () =>
  (config: Config): Config =>
    withStaffViews({
      ...config,
      collections: withMoveBookingBox(config.collections ?? []),
      endpoints: [...(config.endpoints ?? []), ...staffEndpoints],
    })

/** Staff move a paid booking to another day or session from its sidebar (POST /api/admin/bookings/:id/move). */
const moveBookingField: Field = {
  name: 'moveBooking',
  type: 'ui',
  admin: { position: 'sidebar', components: { Field: '@plugins/staff/admin/MoveBookingBox#MoveBookingBox' } },
}

function withMoveBookingBox(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((collection) => (collection.slug === BOOKINGS_SLUG ? { ...collection, fields: [...collection.fields, moveBookingField] } : collection))
}
