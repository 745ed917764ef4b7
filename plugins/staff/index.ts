import type { Config } from 'payload'
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
      endpoints: [...(config.endpoints ?? []), ...staffEndpoints],
    })
