import type { Endpoint } from 'payload'
import { z } from 'zod'
import { recordAudit } from '@plugins/audit'
import { hasRole } from '@/access/roles'
import { inTransaction } from '@/lib/db/transaction'
import { endpointSchemas } from '@/lib/http/endpointSchemas'
import { jsonError } from '@/lib/http/requestBody'
import { readParams, readQuery } from '@/lib/http/requestInput'
import { businessDateSchema } from '@/lib/time/businessDateSchema'
import { endWaitingListEntry } from '../operations/leaveWaitingList'
import { waitingListsOfDay } from '../operations/waitingListsOfDay'

const dayQuery = z.object({ date: businessDateSchema('Use a date of the form YYYY-MM-DD') })
const entryParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })

const staffOnly = (user: Parameters<typeof hasRole>[0]) =>
  !user
    ? jsonError(401, 'unauthorised', 'Please sign in')
    : hasRole(user, 'admin', 'staff')
      ? null
      : jsonError(403, 'forbidden', 'Staff only')

/** GET /api/admin/waiting-list?date=: each session's waiting list that day, families in order (waiting, then offered). Staff. */
export const staffWaitingListEndpoint: Endpoint = {
  path: '/admin/waiting-list',
  method: 'get',
  custom: endpointSchemas({ query: dayQuery }),
  handler: async (req) => {
    const refused = staffOnly(req.user)
    if (refused) return refused
    const query = readQuery(req, dayQuery, 'invalid_query')
    if (!query.ok) return query.response
    return Response.json(
      { date: query.data.date, sessions: await waitingListsOfDay(req, query.data.date) },
      { headers: { 'cache-control': 'no-store' } },
    )
  },
}

/** POST /api/admin/waiting-list/:id/remove: staff take a waiting family off the list (audited). 409 once offered or finished. Staff. */
export const staffRemoveWaitingEntryEndpoint: Endpoint = {
  path: '/admin/waiting-list/:id/remove',
  method: 'post',
  custom: endpointSchemas({ params: entryParams }),
  handler: async (req) => {
    const refused = staffOnly(req.user)
    if (refused) return refused
    const params = readParams(req, entryParams)
    if (!params.ok) return jsonError(400, 'validation_failed', 'The entry id must be a number')
    const result = await inTransaction(req, async () => {
      const ended = await endWaitingListEntry(req, params.data.id, 'removed')
      if (ended.status === 'ended')
        await recordAudit(req, {
          action: 'waiting_list_removed',
          summary: `Removed ${ended.entry.customerName} (${ended.entry.children} children) from the waiting list of ${ended.entry.date} ${ended.entry.slotStart ?? ended.entry.slotLabel}`,
          entity: 'waiting-list-entries',
          recordId: ended.entry.id,
          before: { status: 'waiting' },
          after: { status: 'removed' },
        })
      return ended
    })
    if (result.status === 'not_found') return jsonError(404, 'not_found', 'No such waiting-list entry')
    if (result.status === 'already')
      return jsonError(409, 'not_waiting', `This family is no longer waiting (${result.entry.status}), so there is nothing to remove.`)
    return Response.json({ entry: { id: result.entry.id, status: result.entry.status } })
  },
}
