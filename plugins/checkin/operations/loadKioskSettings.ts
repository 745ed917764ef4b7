import type { PayloadRequest } from 'payload'
import { kioskSettingsView, type KioskSettingsView } from '../domain/kioskSettingsView'
import { KIOSK_SETTINGS_SLUG } from '../types'
import { PUBLISHED } from '@/lib/cms/contentHistory'

/** Everything the tablet shows from the CMS, read fresh on each call (an edit shows on the next load). */
export async function loadKioskSettings(req: PayloadRequest): Promise<KioskSettingsView> {
  const [settings, venue, booking, packages] = await Promise.all([
    req.payload.findGlobal({ slug: KIOSK_SETTINGS_SLUG, depth: 0, req, overrideAccess: true }),
    req.payload.findGlobal({ slug: 'venue', depth: 0, req, overrideAccess: true }),
    req.payload.findGlobal({ slug: 'booking-settings', depth: 0, req, overrideAccess: true }),
    req.payload.find({
      collection: 'party-packages',
      where: { and: [{ active: { not_equals: false } }, PUBLISHED] },
      sort: 'sortOrder',
      depth: 0,
      limit: 50,
      pagination: false,
      req,
      overrideAccess: true,
    }),
  ])
  return kioskSettingsView(settings, {
    footerHours: venue.kioskFooterHours ?? '',
    arriveEarlyMinutes: booking.arriveEarlyMinutes,
    partyPackages: packages.docs,
  })
}
