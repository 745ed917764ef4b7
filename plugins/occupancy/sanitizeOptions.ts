import type { OccupancyPluginOptions, SanitizedOccupancyOptions } from './types'

export function sanitizeOptions(options: OccupancyPluginOptions = {}): SanitizedOccupancyOptions {
  return {
    waitingChildren: options.waitingChildren ?? (async () => []),
    ttlMs: options.ttlMs ?? 30_000,
    historyWeeks: options.historyWeeks ?? 8,
  }
}
