import type { Endpoint } from 'payload'
import { clientKey } from '@/lib/http/clientKey'
import { endpointSchemas } from '@/lib/http/endpointSchemas'
import { CONTACT_INQUIRY_TYPES, contactSchema } from '../domain/contactSchema'
import { submitInquiry } from '../operations/submitInquiry'
import type { SanitizedInquiriesOptions } from '../types'
import { readJsonBody } from '@/lib/http/requestBody'
import { tooManyRequests } from './readBody'

/** POST /api/contact: the landing page's Send Us a Message form. Public. */
export const contactEndpoint = (options: SanitizedInquiriesOptions): Endpoint => ({
  path: '/contact',
  method: 'post',
  custom: endpointSchemas({ body: contactSchema }),
  handler: async (req) => {
    const body = await readJsonBody(req, contactSchema)
    if (!body.ok) return body.response
    const { website, ...input } = body.data
    // A filled honeypot is a bot: it is told all went well and nothing is stored or sent.
    if (website) return Response.json({ success: true }, { status: 201 })

    const typeLabel = CONTACT_INQUIRY_TYPES.find((type) => type.value === input.inquiryType)?.label ?? input.inquiryType
    const result = await submitInquiry(
      req,
      options,
      { name: input.name, email: input.email, phone: input.phone || null, inquiryType: input.inquiryType, message: input.message },
      clientKey(req.headers, options.secret),
      { kind: 'contact', name: input.name, email: input.email, phone: input.phone, typeLabel, details: [], message: input.message },
    )
    if (result.status === 'rate_limited') return tooManyRequests(result.retryAfterSeconds)
    return Response.json({ success: true, id: result.id }, { status: 201 })
  },
})
