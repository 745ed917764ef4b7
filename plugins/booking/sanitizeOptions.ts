import type { BookingPluginOptions, SanitizedBookingOptions } from './types'

export function sanitizeOptions(options: BookingPluginOptions): SanitizedBookingOptions {
  return {
    disableSlotLock: options.disableSlotLock ?? false,
    expireHoldsCron: options.expireHoldsCron ?? '* * * * *',
  }
}
