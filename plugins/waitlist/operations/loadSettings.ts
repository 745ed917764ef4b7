import type { PayloadRequest } from 'payload'
import { WAITING_LIST_SETTINGS_SLUG, waitingListDefaults } from '../globals/WaitingListSettings'

export type WaitingListSettingsValues = { enabled: boolean; offerMinutes: number }

export async function loadWaitingListSettings(req: PayloadRequest): Promise<WaitingListSettingsValues> {
  const settings = await req.payload.findGlobal({ slug: WAITING_LIST_SETTINGS_SLUG, depth: 0, req, overrideAccess: true })
  return {
    enabled: settings.enabled ?? waitingListDefaults.enabled,
    offerMinutes: settings.offerMinutes ?? waitingListDefaults.offerMinutes,
  }
}
