import type { Endpoint, PayloadRequest } from 'payload'
import { jsonError, parseJsonBody } from '@/lib/http/requestBody'
import { isRevokedDevice } from '../access/revokedDevice'
import { noQuerySchema } from '../domain/kioskSchemas'
import { offlineSyncSchema, SYNC_MAX_BYTES } from '../domain/offlineSync'
import type { OfflineSyncAnswer } from '../domain/offlineSyncAnswers'
import { syncOfflineItem } from '../operations/syncOfflineItem'
import { noStore, requireKiosk } from './kioskHttp'

const REVOKED_MESSAGE =
  'This tablet was signed out by staff. Wipe its copy of the day’s tickets and what it has not sent, then ask a member of staff to sign it in.'

/**
 * A kiosk device or a kiosk, staff or admin user, as every kiosk call. A device an admin disabled
 * (or deleted) is told so, `403 kiosk_device_revoked`, to wipe its copy; any other missing session
 * stays `401 kiosk_sign_in_required`: sign in again and send the queue.
 */
async function syncingKiosk(req: PayloadRequest) {
  const actor = await requireKiosk(req)
  if (actor.ok || !(await isRevokedDevice(req))) return actor
  return { ok: false as const, response: jsonError(403, 'kiosk_device_revoked', REVOKED_MESSAGE) }
}

/**
 * POST /api/check-in/sync { items }: what the door tablet recorded while offline, applied once and
 * in order, each in its own transaction (ADR 0030). A revoked tablet gets 403
 * `kiosk_device_revoked` (and wipes its copy), a signed-out one 401; a malformed batch 400, with
 * nothing applied.
 */
export const offlineSyncEndpoint: Endpoint = {
  path: '/check-in/sync',
  method: 'post',
  custom: { bodySchema: offlineSyncSchema, querySchema: noQuerySchema },
  handler: async (req) => {
    const actor = await syncingKiosk(req)
    if (!actor.ok) return actor.response
    if (typeof req.text !== 'function') return jsonError(400, 'invalid_json', 'A JSON body is required')
    const body = await parseJsonBody({ text: () => req.text!(), headers: req.headers }, offlineSyncSchema, SYNC_MAX_BYTES)
    if (!body.ok) return body.response
    const results: OfflineSyncAnswer['results'] = []
    for (const item of body.data.items) results.push(await syncOfflineItem(req, actor.value, item, new Date()))
    return Response.json({ results } satisfies OfflineSyncAnswer, { headers: noStore })
  },
}
