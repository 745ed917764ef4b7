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

/** Every endpoint the resolved config serves, or why it is not fuzzed. */
export function fuzzTargets(config: SanitizedConfig): { targets: FuzzTarget[]; skipped: Skipped[] } {
  const targets: FuzzTarget[] = []
  const skipped: Skipped[] = []
  const add = (base: string[], endpoints: Endpoint[] | false | undefined, owner: string) => {
    // Payload answers 501 for such a collection (payload-migrations); the route maps it to a 404.
    if (endpoints === false) return skipped.push({ name: owner, reason: 'declares no endpoints (endpoints: false)' })
    for (const endpoint of endpoints ?? []) {
      const name = `${endpoint.method.toUpperCase()} /api/${[...base, endpoint.path.replace(/^\//, '')].filter(Boolean).join('/')}`
      const method = METHODS[endpoint.method]
      if (!method) {
        skipped.push({ name, reason: `the route exports no ${endpoint.method.toUpperCase()} handler` })
        continue
      }
      const schemas = readEndpointSchemas(endpoint.custom)
      targets.push({ name, method, parts: [...base.map((literal) => ({ literal })), ...pathParts(endpoint.path)], schemas, declared: declaresSchemas(schemas) })
    }
  }
  add([], config.endpoints, 'root')
  for (const collection of config.collections) add([collection.slug], collection.endpoints, `collection ${collection.slug}`)
  for (const global of config.globals) add(['globals', global.slug], global.endpoints, `global ${global.slug}`)
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
