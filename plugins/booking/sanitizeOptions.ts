import type { BookingPluginOptions, SanitizedBookingOptions } from './types'

export function sanitizeOptions(options: BookingPluginOptions): SanitizedBookingOptions {
  return {
    disableSlotLock: options.disableSlotLock ?? false,
    disableHoldLimitLock: options.disableHoldLimitLock ?? false,
    secret: options.secret,
    siteUrl: options.siteUrl.replace(/\/+$/, ''),
    expireHoldsCron: options.expireHoldsCron ?? '* * * * *',
    reconcileCron: options.reconcileCron ?? '*/15 * * * *',
    resumeRefundsCron: options.resumeRefundsCron ?? '*/5 * * * *',
    remindersCron: options.remindersCron ?? '5 * * * *',
    noShowsCron: options.noShowsCron ?? '7 * * * *',
    queueCron: options.queueCron ?? '* * * * *',
    waitingChildren: options.waitingChildren ?? (async () => []),
    placesFreed: options.placesFreed ?? (async () => {}),
    holdLimits: options.holdLimits ?? { perClient: 6, perAddress: 3 },
  }
}
