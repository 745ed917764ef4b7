import type { Endpoint } from 'payload'
import { endpointSchemas } from '@/lib/http/endpointSchemas'
import { readJsonBody } from '@/lib/http/requestBody'
import { customerEraseSchema, type CustomerEraseAnswer } from '../domain/staffApi'
import { erasePersonalData, erasureLabels } from '../operations/erasePersonalData'
import { json, refuseUnlessRole } from './staffHttp'
import { plural } from '@/lib/plural'

/**
 * POST /api/admin/customers/erase { email }: a parent's erasure request (UK GDPR; issue 27, ADR
 * 0021), admins only. Every table's personal fields for the address are replaced in one
 * transaction, money kept; the audit log records that it happened and who did it, nothing more.
 * An address with nothing held answers the same, with zero counts.
 */
export const customerEraseEndpoint: Endpoint = {
  path: '/admin/customers/erase',
  method: 'post',
  custom: endpointSchemas({ body: customerEraseSchema }),
  handler: async (req) => {
    const refusal = refuseUnlessRole(req, ['admin'])
    if (refusal) return refusal
    const body = await readJsonBody(req, customerEraseSchema)
    if (!body.ok) return body.response
    const erased = await erasePersonalData(req, body.data.email, new Date())
    const count = (name: string) => erased[name] ?? 0
    return json({
      success: true,
      message: `Erased: ${plural(count('bookings'), 'booking', 'bookings')}, ${plural(count('creditPurchases'), 'credit pack', 'credit packs')}, ${plural(count('inquiries'), 'inquiry', 'inquiries')} and ${plural(count('emails'), 'e-mail', 'e-mails')}.`,
      erased,
      labels: erasureLabels(req.payload),
    } satisfies CustomerEraseAnswer)
  },
}
