import type { Endpoint, PayloadRequest, SanitizedCollectionConfig, SanitizedConfig, SanitizedGlobalConfig } from 'payload'
import { declaresSchemas, readEndpointSchemas } from '../endpointSchemas'

export type EndpointOwner =
  { collection: SanitizedCollectionConfig; global?: undefined } | { global: SanitizedGlobalConfig; collection?: undefined }

/** Returns the endpoint unchanged, or a new one; never edits it (Payload shares its built-in endpoint objects between collections). */
export type EndpointRule = (endpoint: Endpoint, owner: EndpointOwner) => Endpoint

/** A refusal to answer instead of the handler, or null to let the handler run. */
export type PreCheck = (req: PayloadRequest) => Promise<Response | null> | Response | null

export function withPreCheck(endpoint: Endpoint, check: PreCheck): Endpoint {
  const { handler } = endpoint
  return { ...endpoint, handler: async (req) => (await check(req)) ?? handler(req) }
}

const hardened = new WeakSet<SanitizedConfig>()

/**
 * Applies the rules to every collection's and global's endpoints, once per config. Endpoints
 * that declare their own schemas (src/lib/http/endpointSchemas.ts) are ours and parse their own
 * input; the rules are for Payload's built-in ones.
 */
export function applyEndpointRules(config: SanitizedConfig, rules: EndpointRule[]): SanitizedConfig {
  if (hardened.has(config)) return config
  hardened.add(config)
  const apply = (endpoints: Endpoint[] | false, owner: EndpointOwner): Endpoint[] | false =>
    endpoints &&
    endpoints.map((endpoint) =>
      declaresSchemas(readEndpointSchemas(endpoint.custom)) ? endpoint : rules.reduce((current, rule) => rule(current, owner), endpoint),
    )
  for (const collection of config.collections) collection.endpoints = apply(collection.endpoints, { collection })
  for (const global of config.globals) global.endpoints = apply(global.endpoints, { global })
  return config
}
