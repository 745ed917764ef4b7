import type { CollectionConfig, Config, Field } from 'payload'
import { BOOKINGS_SLUG } from '@plugins/booking'
import { closePayloadInternalsToKiosks } from './access/payloadInternals'
import { kioskDevices } from './collections/KioskDevices'
import { KioskSettings } from './collections/KioskSettings'
import { KioskSyncItems } from './collections/KioskSyncItems'
import { VisitEvents } from './collections/VisitEvents'
import { combine, contribute } from '@/lib/plugins/contributions'
import { checkinNeedsAttention } from './contributions/needsAttention'
import { checkinPersonalData } from './contributions/personalData'
import { checkInEndpoint } from './endpoints/checkInEndpoint'
import { checkOutEndpoint } from './endpoints/checkOutEndpoint'
import { kioskSettingsEndpoint } from './endpoints/kioskSettingsEndpoint'
import { offlineSyncEndpoint } from './endpoints/offlineSyncEndpoint'
import { partyCheckInEndpoint } from './endpoints/partyCheckInEndpoint'
import { searchTicketsEndpoint } from './endpoints/searchTicketsEndpoint'
import { ticketCopyEndpoint } from './endpoints/ticketCopyEndpoint'
import { confirmWalkInPaymentEndpoint, staffCheckInEndpoint, staffCheckOutEndpoint, staffUndoEndpoint } from './endpoints/staffEndpoints'
import { walkInEndpoint } from './endpoints/walkInEndpoint'
import { autoCheckOutTask } from './jobs/autoCheckOutTask'
import { purgeKioskRequestsTask } from './jobs/purgeKioskRequestsTask'
import { sanitizeOptions } from './sanitizeOptions'
import type { CheckinPluginOptions } from './types'

export { kioskActor, kioskActorFromUser, type KioskActor } from './access/kioskActor'
export { checkIn } from './operations/checkIn'
export { checkOut } from './operations/checkOut'
export { undoVisit } from './operations/undoVisit'
export { createWalkIn } from './operations/createWalkIn'
export { autoCheckOut } from './operations/autoCheckOut'
// For the staff dashboard's Checked In tab: when a visit's play ends (ADR 0016).
export { visitEndsAt } from './domain/playEnd'
export { loadKioskSettings } from './operations/loadKioskSettings'
// For the staff dashboard's Checked In tab: the door's session length and rules.
export { loadKioskRules, type KioskRules } from './operations/loadKioskRules'
export type { KioskTicket } from './domain/kioskTicket'
export type { KioskSettingsView } from './domain/kioskSettingsView'
export { KIOSK_DEVICES_SLUG, KIOSK_SETTINGS_SLUG, KIOSK_SYNC_ITEMS_SLUG, VISIT_EVENTS_SLUG, type CheckinPluginOptions } from './types'
export { syncOfflineItem, type SyncItemAnswer } from './operations/syncOfflineItem'

/** Staff undo a visit, and confirm a walk-in's payment, from the booking's sidebar. */
const visitActionsField: Field = {
  name: 'visitActions',
  type: 'ui',
  admin: { position: 'sidebar', components: { Field: '@plugins/checkin/admin/VisitActions#VisitActions' } },
}

function withVisitActions(collections: CollectionConfig[]): CollectionConfig[] {
  if (!collections.some((collection) => collection.slug === BOOKINGS_SLUG))
    throw new Error('checkinPlugin needs the booking plugin before it')
  return collections.map((collection) =>
    collection.slug === BOOKINGS_SLUG ? { ...collection, fields: [...collection.fields, visitActionsField] } : collection,
  )
}

/**
 * The check-in kiosk's server: kiosk devices, the visit record (paid -> checked in -> checked
 * out, undone only by staff), idempotent kiosk writes (the store in src/lib/http, purged here), walk-ins, the automatic check-out and the
 * kiosk's CMS settings. Needs the booking and loyalty plugins.
 */
export const checkinPlugin =
  (pluginOptions: CheckinPluginOptions) =>
  (config: Config): Config => {
    const options = sanitizeOptions(pluginOptions)
    return {
      ...config,
      collections: [...withVisitActions(config.collections ?? []), kioskDevices(options), VisitEvents, KioskSyncItems],
      globals: [...(config.globals ?? []), KioskSettings],
      custom: contribute(config.custom, combine(checkinPersonalData, checkinNeedsAttention)),
      endpoints: [
        ...(config.endpoints ?? []),
        searchTicketsEndpoint(options),
        checkInEndpoint,
        partyCheckInEndpoint,
        checkOutEndpoint,
        walkInEndpoint,
        offlineSyncEndpoint,
        ticketCopyEndpoint,
        kioskSettingsEndpoint,
        staffCheckOutEndpoint,
        staffUndoEndpoint,
        staffCheckInEndpoint,
        confirmWalkInPaymentEndpoint,
      ],
      jobs: {
        ...config.jobs,
        tasks: [
          ...(config.jobs?.tasks ?? []),
          autoCheckOutTask(options.autoCheckOutCron, options.maintenanceQueue),
          purgeKioskRequestsTask(options.purgeRequestsCron, options.maintenanceQueue, options.requestRetentionDays),
        ],
      },
      onInit: async (payload) => {
        closePayloadInternalsToKiosks(payload)
        await config.onInit?.(payload)
      },
    }
  }
