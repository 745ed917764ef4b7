import type { TaskConfig } from 'payload'
import { offerFreedPlaces } from '../operations/offerFreedPlaces'
import { OFFER_FREED_PLACES_TASK, type SanitizedWaitlistOptions } from '../types'

/** Every minute on the maintenance queue (shared by every instance): settle offers, close started lists, offer freed places. */
export const offerFreedPlacesTask = (options: SanitizedWaitlistOptions): TaskConfig<typeof OFFER_FREED_PLACES_TASK> => ({
  slug: OFFER_FREED_PLACES_TASK,
  label: 'Offer freed places to the waiting list',
  schedule: [{ cron: options.offerCron, queue: options.maintenanceQueue }],
  outputSchema: [
    { name: 'booked', type: 'number', required: true },
    { name: 'expired', type: 'number', required: true },
    { name: 'closed', type: 'number', required: true },
    { name: 'offered', type: 'number', required: true },
  ],
  handler: async ({ req }) => ({ output: await offerFreedPlaces(req.payload, options) }),
})
