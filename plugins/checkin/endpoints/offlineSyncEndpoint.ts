import type { Endpoint } from 'payload'
import { jsonError, parseJsonBody } from '@/lib/http/requestBody'
import { noQuerySchema } from '../domain/kioskSchemas'
import { offlineSyncSchema, SYNC_MAX_BYTES } from '../domain/offlineSync'
import type { OfflineSyncAnswer } from '../domain/offlineSyncAnswers'
import { syncOfflineItem } from '../operations/syncOfflineItem'
import { noStore, requireUnrevokedKiosk } from './kioskHttp'

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
    const actor = await requireUnrevokedKiosk(req)
    if (!actor.ok) return actor.response
    if (typeof req.text !== 'function') return jsonError(400, 'invalid_json', 'A JSON body is required')
    const body = await parseJsonBody({ text: () => req.text!(), headers: req.headers }, offlineSyncSchema, SYNC_MAX_BYTES)
    if (!body.ok) return body.response
    const results: OfflineSyncAnswer['results'] = []
    for (const item of body.data.items) results.push(await syncOfflineItem(req, actor.value, item, new Date()))
    return Response.json({ results } satisfies OfflineSyncAnswer, { headers: noStore })
  },
}
