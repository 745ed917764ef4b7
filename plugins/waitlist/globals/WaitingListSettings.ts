import type { GlobalConfig } from 'payload'
import { isAdmin, isStaff } from '@/access/roles'

export const WAITING_LIST_SETTINGS_SLUG = 'waiting-list-settings'

/** The manager's two choices; their defaults are the answer for a venue that never saved them. */
export const waitingListDefaults = { enabled: true, offerMinutes: 120 } as const

/**
 * The waiting list's settings (docs/adr/0026). A global of the plugin's own rather than fields in
 * Booking settings: an earlier migration (content history) reads Booking settings through the
 * Local API, so any new column there breaks migrating a fresh database.
 */
export const WaitingListSettings: GlobalConfig = {
  slug: WAITING_LIST_SETTINGS_SLUG,
  label: 'Waiting list settings',
  admin: {
    group: 'Booking',
    description:
      'Families can join the waiting list of a full session. When places come free they are offered in the order families joined; each offer holds the places for the time below.',
  },
  access: { read: isStaff, update: isAdmin },
  fields: [
    {
      name: 'enabled',
      label: 'Offer the waiting list on full sessions',
      type: 'checkbox',
      defaultValue: waitingListDefaults.enabled,
      admin: { description: 'Off: no new families can join; families already waiting are still offered places.' },
    },
    {
      name: 'offerMinutes',
      label: 'An offer holds the places for (minutes)',
      type: 'number',
      required: true,
      min: 15,
      max: 2880,
      defaultValue: waitingListDefaults.offerMinutes,
      admin: { step: 1, description: 'How long a family has to pay once offered places (cut short at the session start)' },
    },
  ],
}
