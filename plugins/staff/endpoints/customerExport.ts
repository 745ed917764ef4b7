import type { Endpoint } from 'payload'
import { endpointSchemas } from '@/lib/http/endpointSchemas'
import { readQuery } from '@/lib/http/requestInput'
import { customerExportQuerySchema } from '../domain/staffApi'
import { customerExport } from '../operations/customerExport'
import { noStore, refuseUnlessRole } from './staffHttp'

/**
 * GET /api/admin/customers/export?email=: everything held about one address as a JSON download,
 * for a parent's data request (admins only). The export itself is recorded nowhere with the
 * address: the audit log must not become a second copy of personal data.
 */
export const customerExportEndpoint: Endpoint = {
  path: '/admin/customers/export',
  method: 'get',
  custom: endpointSchemas({ query: customerExportQuerySchema }),
  handler: async (req) => {
    const refusal = refuseUnlessRole(req, ['admin'])
    if (refusal) return refusal
    const query = readQuery(req, customerExportQuerySchema)
    if (!query.ok) return query.response
    const now = new Date()
    const document = await customerExport(req.payload, query.data.email, now)
    return new Response(JSON.stringify(document, null, 2), {
      headers: {
        ...noStore,
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="personal-data-${now.toISOString().slice(0, 10)}.json"`,
      },
    })
  },
}
