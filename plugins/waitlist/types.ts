export const WAITING_LIST_SLUG = 'waiting-list-entries'

/**
 * waiting: in line. offered: places held for the family (a held booking). booked: the offer was paid.
 * expired: the offer lapsed unpaid. closed: the session started while waiting. left: the family left.
 * removed: staff removed the entry.
 */
export const WAITING_LIST_STATUSES = ['waiting', 'offered', 'booked', 'expired', 'closed', 'left', 'removed'] as const
export type WaitingListStatus = (typeof WAITING_LIST_STATUSES)[number]

export const OFFER_FREED_PLACES_TASK = 'offerFreedPlaces'

export type WaitlistPluginOptions = {
  /** Signs the leave links in e-mails. */
  secret: string
  /** Absolute address of the site, for links in e-mails. */
  siteUrl: string
  /** The queue the offer job runs on (the booking plugin's maintenance queue). */
  maintenanceQueue: string
  /** How often freed places are offered, offers settled and started sessions' lists closed (cron). */
  offerCron?: string
}

export type SanitizedWaitlistOptions = Required<WaitlistPluginOptions>
