import type { WaitingChildren } from '@plugins/booking'

export const BUSY_SETTINGS_SLUG = 'busy-settings'

/** Where the plugin keeps its options in `config.custom` (Payload's place for plugin data), for pages that read the shared figures. */
export const OCCUPANCY_CUSTOM_KEY = 'occupancy'

export type OccupancyPluginOptions = {
  /** Places promised to waiting-list families, which the public's places free count as taken (ADR 0026), as booking counts them. */
  waitingChildren?: WaitingChildren
  /** How long one read of the figures is shared by every visitor of an instance (default 30 s). */
  ttlMs?: number
  /** How many past weeks' same weekday give the arrival pattern (default 8). */
  historyWeeks?: number
}

export type SanitizedOccupancyOptions = Required<OccupancyPluginOptions>
