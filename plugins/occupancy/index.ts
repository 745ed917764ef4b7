import type { Config } from 'payload'
import { busyNowEndpoint } from './endpoints/busyNow'
import { BusySettings } from './globals/BusySettings'
import { sanitizeOptions } from './sanitizeOptions'
import { OCCUPANCY_CUSTOM_KEY, type OccupancyPluginOptions } from './types'

export * from './contract'
export { BUSY_SETTINGS_SLUG, type OccupancyPluginOptions } from './types'
export { busySettingsDefaults } from './globals/BusySettings'
// For the seed, the pages' layout, GET /metrics and the tests.
export { loadBusyNow, busyNowToday, noFigureReason } from './operations/loadBusyNow'
export { busyNowCounts, forgetBusyNow, sharedBusyNow } from './operations/busyNowCache'
export { expectedOccupancy, type OccupancyInputs } from './domain/expectedOccupancy'

/**
 * How busy it is now (issue 40, docs/adr/0032): GET /api/busy-now, one read shared by every
 * visitor of an instance, and the Busy now settings. Reads bookings only through the booking
 * plugin's operations; needs the booking, check-in and inquiries plugins.
 */
export const occupancyPlugin =
  (pluginOptions: OccupancyPluginOptions = {}) =>
  (config: Config): Config => {
    const options = sanitizeOptions(pluginOptions)
    return {
      ...config,
      custom: { ...config.custom, [OCCUPANCY_CUSTOM_KEY]: options },
      globals: [...(config.globals ?? []), BusySettings],
      endpoints: [...(config.endpoints ?? []), busyNowEndpoint(options)],
    }
  }
