import type { CheckinPluginOptions, SanitizedCheckinOptions } from './types'

export function sanitizeOptions(options: CheckinPluginOptions): SanitizedCheckinOptions {
  return {
    maintenanceQueue: options.maintenanceQueue,
    secureCookie: options.secureCookie,
    maxLoginAttempts: options.maxLoginAttempts,
    lockTimeMs: options.lockTimeMs,
    deviceSessionSeconds: options.deviceSessionSeconds ?? 30 * 24 * 60 * 60,
    searchLimit: options.searchLimit ?? { limit: 30, windowSeconds: 60 },
    autoCheckOutCron: options.autoCheckOutCron ?? '*/10 * * * *',
    purgeRequestsCron: options.purgeRequestsCron ?? '41 3 * * *',
    requestRetentionDays: options.requestRetentionDays ?? 7,
  }
}
