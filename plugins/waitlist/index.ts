import type { CollectionAfterChangeHook, Config, GlobalAfterChangeHook, GlobalConfig } from 'payload'
import { offerAfterSettingsChange, offerAfterSpecialDayChange } from './operations/capacityChangeHooks'
import { contribute } from '@/lib/plugins/contributions'
import { WaitingListEntries } from './collections/WaitingListEntries'
import { waitlistPersonalData } from './contributions/personalData'
import { WaitingListSettings } from './globals/WaitingListSettings'
import { joinWaitingListEndpoint } from './endpoints/joinWaitingList'
import { leaveWaitingListEndpoint } from './endpoints/leaveWaitingList'
import { staffRemoveWaitingEntryEndpoint, staffWaitingListEndpoint } from './endpoints/staffWaitingList'
import { offerFreedPlacesTask } from './jobs/offerFreedPlacesTask'
import type { SanitizedWaitlistOptions, WaitlistPluginOptions } from './types'

export * from './contract'
export { WAITING_LIST_SETTINGS_SLUG, waitingListDefaults } from './globals/WaitingListSettings'
export { OFFER_FREED_PLACES_TASK, type WaitlistPluginOptions } from './types'
// For the booking plugin's options (payload.config.ts): the places the public leaves to the list.
export { waitingChildren } from './operations/waitingChildren'
export { offerFreedPlaces, offerSession, type OfferRun } from './operations/offerFreedPlaces'
// For the booking plugin's options (payload.config.ts): freed places offered in the transaction that freed them (ADR 0033).
export { offerFreedSeats } from './operations/offerFreedSeats'

/** Waiting lists of full sessions (issue 28, docs/adr/0026): join, leave, offers of freed places, closing at the start. */
export const waitlistPlugin =
  (pluginOptions: WaitlistPluginOptions) =>
  (config: Config): Config => {
    const options: SanitizedWaitlistOptions = {
      ...pluginOptions,
      siteUrl: pluginOptions.siteUrl.replace(/\/+$/, ''),
      offerCron: pluginOptions.offerCron ?? '* * * * *',
    }
    return {
      ...config,
      // A capacity change in the CMS offers the places it frees in its own transaction (ADR 0033).
      globals: [
        ...(config.globals ?? []).map((global) =>
          global.slug === 'booking-settings' ? withHook(global, 'afterChange', offerAfterSettingsChange) : global,
        ),
        WaitingListSettings,
      ],
      collections: [
        ...(config.collections ?? []).map((collection) =>
          collection.slug === 'special-days'
            ? {
                ...collection,
                hooks: {
                  ...collection.hooks,
                  afterChange: [...(collection.hooks?.afterChange ?? []), offerAfterSpecialDayChange as CollectionAfterChangeHook],
                },
              }
            : collection,
        ),
        WaitingListEntries,
      ],
      custom: contribute(config.custom, waitlistPersonalData),
      endpoints: [
        ...(config.endpoints ?? []),
        joinWaitingListEndpoint(options),
        leaveWaitingListEndpoint(options),
        staffWaitingListEndpoint,
        staffRemoveWaitingEntryEndpoint,
      ],
      jobs: { ...config.jobs, tasks: [...(config.jobs?.tasks ?? []), offerFreedPlacesTask(options)] },
    }
  }

function withHook(global: GlobalConfig, name: 'afterChange', hook: GlobalAfterChangeHook): GlobalConfig {
  return { ...global, hooks: { ...global.hooks, [name]: [...(global.hooks?.[name] ?? []), hook] } }
}
