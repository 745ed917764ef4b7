import type { Endpoint, SanitizedConfig } from 'payload'
import { declaresSchemas, readEndpointSchemas, type EndpointSchemas } from '@/lib/http/endpointSchemas'
import type { RestMethod } from '../payload'

export type PathPart = { literal: string } | { param: string; optional: boolean }

/** One endpoint of the app as a client reaches it: `/api` + its collection or global + its own path. */
export type FuzzTarget = {
  name: string
  method: RestMethod
  parts: PathPart[]
  schemas: EndpointSchemas
  /** It declared its zod schemas on `custom` (src/lib/http/endpointSchemas.ts). */
  declared: boolean
}

export type Skipped = { name: string; reason: string }

const METHODS: Record<string, RestMethod> = { get: 'GET', post: 'POST', patch: 'PATCH', put: 'PUT', delete: 'DELETE' }

/** One endpoint as the resolved config declares it, with its full name (`POST /api/bookings/:id/cancel`). */
export type ConfigEndpoint = { name: string; base: string[]; endpoint: Endpoint }

/**
 * Every endpoint the resolved config serves: root, collection and global endpoints (Payload's own
 * routes included), and the collections or globals that declare none. Shared by the fuzz and the
 * access table test (tests/int/access-table.int.test.ts).
 */
export function configEndpoints(config: SanitizedConfig): { endpoints: ConfigEndpoint[]; skipped: Skipped[] } {
  const endpoints: ConfigEndpoint[] = []
  const skipped: Skipped[] = []
  const add = (base: string[], declared: Endpoint[] | false | undefined, owner: string) => {
    // Payload answers 501 for such a collection (payload-migrations); the route maps it to a 404.
    if (declared === false) return skipped.push({ name: owner, reason: 'declares no endpoints (endpoints: false)' })
    for (const endpoint of declared ?? []) {
      endpoints.push({
        name: `${endpoint.method.toUpperCase()} /api/${[...base, endpoint.path.replace(/^\//, '')].filter(Boolean).join('/')}`,
        base,
        endpoint,
      })
    }
  }
  add([], config.endpoints, 'root')
  for (const collection of config.collections) add([collection.slug], collection.endpoints, `collection ${collection.slug}`)
  for (const global of config.globals) add(['globals', global.slug], global.endpoints, `global ${global.slug}`)
  return { endpoints, skipped }
}

/** Every endpoint the resolved config serves, or why it is not fuzzed. */
export function fuzzTargets(config: SanitizedConfig): { targets: FuzzTarget[]; skipped: Skipped[] } {
  const { endpoints, skipped } = configEndpoints(config)
  const targets: FuzzTarget[] = []
  for (const { name, base, endpoint } of endpoints) {
    const method = METHODS[endpoint.method]
    if (!method) {
      skipped.push({ name, reason: `the route exports no ${endpoint.method.toUpperCase()} handler` })
      continue
    }
    const schemas = readEndpointSchemas(endpoint.custom)
    targets.push({
      name,
      method,
      parts: [...base.map((literal) => ({ literal })), ...pathParts(endpoint.path)],
      schemas,
      declared: declaresSchemas(schemas),
    })
  }
  return { targets, skipped }
}

function pathParts(path: string): PathPart[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^:(\w+)(\?)?$/.exec(segment)
      return param ? { param: param[1]!, optional: param[2] === '?' } : { literal: segment }
    })
}

/** The path has a parameter every request must fill (a document id, a key, a file name). */
export const hasRequiredParam = (target: FuzzTarget) => target.parts.some((part) => 'param' in part && !part.optional)
