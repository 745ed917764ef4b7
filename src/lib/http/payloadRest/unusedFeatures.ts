import { jsonError } from '../requestBody'
import type { EndpointRule } from './endpointRules'

/**
 * Payload registers its version and e-mail verification routes on every collection and global,
 * used or not. Where the feature is off they queried tables and fields that do not exist (a
 * TypeError or "Cannot find field" as a 500, even for a well-formed request): they answer 404,
 * as any other path without a route does.
 */
export const unusedFeaturesAsNotFound: EndpointRule = (endpoint, owner) => {
  const entity = owner.collection ?? owner.global
  const unused =
    (endpoint.path.startsWith('/versions') && !entity.versions) ||
    (endpoint.path === '/verify/:id' && !(owner.collection?.auth && owner.collection.auth.verify))
  if (!unused) return endpoint
  return {
    ...endpoint,
    handler: () =>
      jsonError(404, 'not_found', `${entity.slug} has no ${endpoint.path.startsWith('/versions') ? 'versions' : 'e-mail verification'}`),
  }
}
