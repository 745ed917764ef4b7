import type { Endpoint } from 'payload'
import { jsonError } from '@/lib/http/requestBody'
import { businessDate } from '@/lib/time/businessDate'
import { clientKey } from '@/lib/http/clientKey'
import { endpointSchemas } from '@/lib/http/endpointSchemas'
import { partyInquirySchema } from '../domain/partyInquirySchema'
import { submitInquiry } from '../operations/submitInquiry'
import type { SanitizedInquiriesOptions } from '../types'
import { readJsonBody } from '@/lib/http/requestBody'
import { tooManyRequests } from './readBody'
import { PUBLISHED } from '@/lib/cms/contentHistory'

/** POST /api/party-inquiry: the /party-booking form. Public. */
export const partyInquiryEndpoint = (options: SanitizedInquiriesOptions): Endpoint => ({
  path: '/party-inquiry',
  method: 'post',
  custom: endpointSchemas({ body: partyInquirySchema }),
  handler: async (req) => {
    const body = await readJsonBody(req, partyInquirySchema)
    if (!body.ok) return body.response
    const { website, ...input } = body.data
    if (website) return Response.json({ success: true }, { status: 201 })

    // Packages and time slots are CMS content: the value must be one the page offered.
    const [packages, page] = await Promise.all([
      req.payload.find({ collection: 'party-packages', where: { and: [{ active: { equals: true } }, PUBLISHED] }, limit: 50, depth: 0 }),
      req.payload.findGlobal({ slug: 'party-page', depth: 0 }),
    ])
    const chosenPackage = packages.docs.find((item) => item.key === input.packageType)
    const fields: Record<string, string> = {}
    if (!chosenPackage) fields.packageType = 'Please select a party package'
    if (!(page.timeSlots ?? []).some((slot) => slot.label === input.partyTime)) fields.partyTime = 'Please select a preferred time'
    if (input.partyDate < businessDate()) fields.partyDate = 'Please choose a date from today onwards'
    if (Object.keys(fields).length > 0) return jsonError(400, 'validation_failed', Object.values(fields)[0]!, fields)

    const details: [string, string][] = [
      ["Child's name", input.childName],
      ["Child's age", input.childAge],
      ['Preferred date', input.partyDate],
      ['Preferred time', input.partyTime],
      ['Number of children', input.numberOfChildren],
      ['Package', chosenPackage!.name],
      ['Special requests', input.specialRequests],
      ['Dietary requirements', input.dietaryRequirements],
    ]
    const result = await submitInquiry(
      req,
      options,
      {
        name: input.parentName,
        email: input.parentEmail,
        phone: input.parentPhone,
        inquiryType: 'party_booking',
        message: input.specialRequests || null,
        party: {
          childName: input.childName,
          childAge: input.childAge,
          partyDate: input.partyDate,
          partyTime: input.partyTime,
          numberOfChildren: input.numberOfChildren,
          packageType: input.packageType,
          specialRequests: input.specialRequests || null,
          dietaryRequirements: input.dietaryRequirements || null,
        },
      },
      clientKey(req.headers, options.secret),
      {
        kind: 'party',
        name: input.parentName,
        email: input.parentEmail,
        phone: input.parentPhone,
        typeLabel: 'Birthday party inquiry',
        details,
        message: '',
      },
    )
    if (result.status === 'rate_limited') return tooManyRequests(result.retryAfterSeconds)
    return Response.json({ success: true, id: result.id }, { status: 201 })
  },
})
