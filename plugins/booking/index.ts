import type { Config } from 'payload'
import { Bookings } from './collections/Bookings'
import { SessionRestrictions } from './collections/SessionRestrictions'
import { availableSessionsEndpoint, dayAvailabilityEndpoint, rangeAvailabilityEndpoint, sessionAvailabilityEndpoint } from './endpoints/availability'
import { createBookingPaymentEndpoint } from './endpoints/createBookingPayment'
import { expireHoldsTask, MAINTENANCE_QUEUE } from './jobs/expireHoldsTask'
import { sanitizeOptions } from './sanitizeOptions'
import type { BookingPluginOptions } from './types'

export { applyPaymentEvent } from './operations/applyPaymentEvent'
export type { BookingPluginOptions } from './types'

/** Slots, capacity, holds, bookings, restrictions and availability. */
export const bookingPlugin =
  (pluginOptions: BookingPluginOptions = {}) =>
  (config: Config): Config => {
    const options = sanitizeOptions(pluginOptions)
    return {
      ...config,
      collections: [...(config.collections ?? []), Bookings, SessionRestrictions],
      endpoints: [
        ...(config.endpoints ?? []),
        rangeAvailabilityEndpoint,
        dayAvailabilityEndpoint,
        sessionAvailabilityEndpoint,
        availableSessionsEndpoint,
        createBookingPaymentEndpoint(options),
      ],
      jobs: {
        ...config.jobs,
        tasks: [...(config.jobs?.tasks ?? []), expireHoldsTask(options.expireHoldsCron)],
        autoRun: [...((Array.isArray(config.jobs?.autoRun) ? config.jobs.autoRun : []) ?? []), { cron: options.expireHoldsCron, queue: MAINTENANCE_QUEUE }],
      },
    }
  }
