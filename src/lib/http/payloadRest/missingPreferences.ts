import { jsonError } from '../requestBody'
import { withPreCheck, type EndpointRule } from './endpointRules'

/**
 * Deleting an admin preference that does not exist made Payload's Postgres adapter build a query
 * with a join it never selected ("missing FROM-clause entry", a 500). A preference that is not
 * there is a 404; an existing one is left to Payload's handler, which deletes it.
 */
export const missingPreferencesAsNotFound: EndpointRule = (endpoint, owner) => {
  if (owner.collection?.slug !== 'payload-preferences' || endpoint.method !== 'delete' || endpoint.path !== '/:key') return endpoint
  return withPreCheck(endpoint, async (req) => {
    const key = req.routeParams?.key
    // Without a user Payload answers 401 itself.
    if (!req.user || typeof key !== 'string') return null
    const { totalDocs } = await req.payload.count({
      collection: 'payload-preferences',
      where: {
        and: [{ key: { equals: key } }, { 'user.value': { equals: req.user.id } }, { 'user.relationTo': { equals: req.user.collection } }],
      },
      req,
    })
    return totalDocs > 0 ? null : jsonError(404, 'not_found', 'There is no such preference')
  })
}
