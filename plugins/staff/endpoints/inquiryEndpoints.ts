import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'
import { idempotencyKeySchema } from '@/lib/http/idempotencyKey'
import { runJobNow } from '@plugins/jobs'
import { once } from '@/lib/http/idempotentRequests'
import {
  confirmParty,
  confirmPartySchema,
  draftResponse,
  listInquiries,
  markResponded,
  partyPackages,
  partySlotsFromLabels,
  sendReply,
  sendReplySchema,
  type ConfirmPartyAnswer,
  type InquiriesAnswer,
  type InquiryList,
} from '@plugins/inquiries'
import { endpointSchemas } from '@/lib/http/endpointSchemas'
import { jsonError, readJsonBody } from '@/lib/http/requestBody'
import { readParams } from '@/lib/http/requestInput'
import { json, refuseUnlessRole } from './staffHttp'

const noQuery = z.object({})
const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })

/** The caller's role and the inquiry id from the path; a Response when either is wrong. */
function inquiryId(req: PayloadRequest): number | Response {
  const refusal = refuseUnlessRole(req)
  if (refusal) return refusal
  const parsed = readParams(req, params)
  return parsed.ok ? parsed.data.id : jsonError(400, 'validation_failed', 'The inquiry id must be a number')
}

const notFound = () => jsonError(404, 'not_found', 'No such inquiry')

const listEndpoint = (path: string, list: InquiryList): Endpoint => ({
  path,
  method: 'get',
  custom: endpointSchemas({ query: noQuery }),
  handler: async (req) => {
    const refusal = refuseUnlessRole(req)
    if (refusal) return refusal
    const answer: InquiriesAnswer = await listInquiries(req, list)
    if (list !== 'birthday') return json(answer)
    // The party tab's confirm dialog offers the CMS's party slots and packages.
    const partyPage = await req.payload.findGlobal({ slug: 'party-page', depth: 0, req, overrideAccess: true })
    const packages = (await partyPackages(req)).map(({ key, name, exclusiveUse }) => ({ key, name, exclusiveUse: exclusiveUse === true }))
    return json({ ...answer, partySlots: partySlotsFromLabels((partyPage.timeSlots ?? []).map((slot) => slot.label)), packages })
  },
})

/** GET /api/admin/inquiries: contact messages. */
export const inquiriesEndpoint = listEndpoint('/admin/inquiries', 'contact')
/** GET /api/admin/birthday-inquiries: party inquiries and contact messages about birthdays. */
export const birthdayInquiriesEndpoint = listEndpoint('/admin/birthday-inquiries', 'birthday')

/** POST /api/admin/inquiries/:id/mark-responded: once; a second call changes nothing. */
export const markRespondedEndpoint: Endpoint = {
  path: '/admin/inquiries/:id/mark-responded',
  method: 'post',
  custom: endpointSchemas({ params, query: noQuery }),
  handler: async (req) => {
    const id = inquiryId(req)
    if (id instanceof Response) return id
    const result = await markResponded(req, id)
    if (result.status === 'not_found') return notFound()
    return json({ success: true, responded: true, respondedAt: result.respondedAt, changed: result.status === 'marked' })
  },
}

/** Sends a queued e-mail now, after the commit; if the provider is down the e-mail queue retries it. */
const sendNow = (req: PayloadRequest, jobId: number | string | null, inquiry: number) =>
  runJobNow(req.payload, jobId, { inquiry, msg: 'the e-mail will be retried by the e-mail queue' })

/** POST /api/admin/inquiries/:id/draft-response: a reply from the CMS templates and the live calendar; saves nothing. */
export const draftResponseEndpoint: Endpoint = {
  path: '/admin/inquiries/:id/draft-response',
  method: 'post',
  custom: endpointSchemas({ params, query: noQuery }),
  handler: async (req) => {
    const id = inquiryId(req)
    if (id instanceof Response) return id
    const answer = await draftResponse(req, id)
    return answer ? json(answer) : notFound()
  },
}

/**
 * POST /api/admin/inquiries/:id/send-response { subject, body }, with an Idempotency-Key: e-mails
 * the reply, keeps it on the inquiry and marks it responded. The same key again sends nothing more.
 */
export const sendResponseEndpoint: Endpoint = {
  path: '/admin/inquiries/:id/send-response',
  method: 'post',
  custom: endpointSchemas({ params, body: sendReplySchema, query: noQuery }),
  handler: async (req) => {
    const id = inquiryId(req)
    if (id instanceof Response) return id
    const key = idempotencyKeySchema.safeParse(req.headers.get('idempotency-key') ?? '')
    if (!key.success)
      return jsonError(
        400,
        'idempotency_key_required',
        'Send an Idempotency-Key header of 8 to 100 letters, digits, dashes or underscores, new for each reply.',
      )
    const body = await readJsonBody(req, sendReplySchema)
    if (!body.ok) return body.response
    let jobId: number | string | null = null
    const result = await once(
      req,
      { actorKey: `user:${req.user!.id}`, idempotencyKey: key.data, route: 'send-response', request: { id, ...body.data } },
      async () => {
        const sent = await sendReply(req, id, body.data)
        if (sent.status === 'not_found') return { status: 404, body: { error: { code: 'not_found', message: 'No such inquiry' } } }
        jobId = sent.jobId
        return { status: 200, body: { success: true, sentAt: sent.sentAt, message: `Reply sent to ${sent.to}` } }
      },
    )
    await sendNow(req, jobId, id)
    return json(result.body, result.status)
  },
}

/** POST /api/admin/inquiries/:id/confirm-party { date, timeSlot, packageKey, children?, deposit?, waiveReason? }. */
export const confirmPartyEndpoint: Endpoint = {
  path: '/admin/inquiries/:id/confirm-party',
  method: 'post',
  custom: endpointSchemas({ params, body: confirmPartySchema, query: noQuery }),
  handler: async (req) => {
    const id = inquiryId(req)
    if (id instanceof Response) return id
    const body = await readJsonBody(req, confirmPartySchema)
    if (!body.ok) return body.response
    const result = await confirmParty(req, id, body.data)
    switch (result.status) {
      case 'not_found':
        return notFound()
      case 'refused':
        return jsonError(
          result.code === 'already_confirmed' || result.code === 'not_party' ? 409 : result.code === 'waive_not_allowed' ? 403 : 400,
          result.code,
          result.message,
        )
      case 'slot_taken':
        return json({ error: { code: 'slot_taken', message: result.message, takenBy: result.takenBy } }, 409)
      case 'has_bookings':
        return json({ error: { code: 'has_bookings', message: result.message, bookings: result.bookings } }, 409)
      case 'provisional':
      case 'confirmed': {
        if (result.emailJobId !== null) await sendNow(req, result.emailJobId, id)
        const answer: ConfirmPartyAnswer = {
          success: true,
          status: result.status,
          partyId: result.partyId,
          blockedSessions: result.blockedSessions,
          emailedTo: result.emailedTo,
          totalPence: result.totalPence,
          depositPence: result.depositPence,
          depositDueBy: result.depositDueBy,
          manageUrl: result.manageUrl,
          message:
            result.status === 'provisional'
              ? `Party held until the deposit is paid; payment link e-mailed to ${result.emailedTo}`
              : `Party confirmed; confirmation e-mailed to ${result.emailedTo}`,
        }
        return json(answer)
      }
    }
  },
}
