import type { Endpoint } from 'payload'
import { endpointSchemas } from '@/lib/http/endpointSchemas'
import { jsonError, readJsonBody } from '@/lib/http/requestBody'
import { waitingListLeaveSchema } from '../domain/joinSchema'
import { verifyLeaveToken } from '../domain/leaveToken'
import { endWaitingListEntry } from '../operations/leaveWaitingList'
import type { SanitizedWaitlistOptions } from '../types'

/**
 * POST /api/waiting-list/leave { token }: the e-mailed leave link. 200 with the session left (again
 * 200 if already left); 409 when the entry is no longer waiting (offered, booked, closed). Public; the token is signed.
 */
export const leaveWaitingListEndpoint = (options: SanitizedWaitlistOptions): Endpoint => ({
  path: '/waiting-list/leave',
  method: 'post',
  custom: endpointSchemas({ body: waitingListLeaveSchema }),
  handler: async (req) => {
    const body = await readJsonBody(req, waitingListLeaveSchema)
    if (!body.ok) return body.response
    const entryId = verifyLeaveToken(options.secret, body.data.token)
    const result = entryId ? await endWaitingListEntry(req, entryId, 'left') : { status: 'not_found' as const }
    if (result.status === 'not_found')
      return jsonError(400, 'invalid_link', 'This link is not valid. Please use the link in your e-mail, or call us.')
    const { entry } = result
    const session = { date: entry.date, slotStart: entry.slotStart, slotLabel: entry.slotLabel }
    if (result.status === 'ended' || entry.status === 'left' || entry.status === 'removed')
      return Response.json({ left: true, ...session }, { headers: { 'cache-control': 'no-store' } })
    const message =
      entry.status === 'offered'
        ? 'Places have already been offered to you: the e-mail with the payment link says how long they are held. If you do not pay, they go to the next family.'
        : 'This waiting list has already closed for you.'
    return jsonError(409, 'not_waiting', message)
  },
})
