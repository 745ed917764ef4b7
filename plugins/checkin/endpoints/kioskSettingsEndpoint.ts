import type { Endpoint } from 'payload'
import { noQuerySchema } from '../domain/kioskSchemas'
import { loadKioskSettings } from '../operations/loadKioskSettings'
import { noStore, requireKiosk } from './kioskHttp'

/** GET /api/check-in/kiosk-settings: terms (with their version), parking, footer, timings and the after-visit offers. */
export const kioskSettingsEndpoint: Endpoint = {
  path: '/check-in/kiosk-settings',
  method: 'get',
  custom: { querySchema: noQuerySchema },
  handler: async (req) => {
    const actor = await requireKiosk(req)
    if (!actor.ok) return actor.response
    return Response.json(await loadKioskSettings(req), { headers: noStore })
  },
}
