import fc from 'fast-check'
import type { RestMethod } from '../payload'
import type { ClientHeaders } from './clientHeaders'
import { applyMutations, isRecord, mutations, taint } from './mutations'
import { rawBodies, unparseableBodies, type RawBody } from './rawBodies'
import { requestJsonSchema, schemaArbitrary } from './schemaArbitrary'
import { hasRequiredParam, type FuzzTarget } from './targets'
import { anyJson, edgePathSegments, edgeStrings, PROTOTYPE_KEYS } from './values'

export type Identity = 'anonymous' | 'staff'

export type FuzzRequest = {
  identity: Identity
  method: RestMethod
  /** After `/api/`, exactly as sent (percent-encoding included). */
  path: string
  /** Without the `?`. */
  query: string
  body: { json: unknown } | { raw: RawBody } | null
  headers: Record<string, string>
}

/**
 * Who fuzzes an endpoint and with what. Anonymous callers send anything anywhere. Staff send
 * anything to reads and to endpoints that declare their schemas; Payload's own writes get from
 * staff only bodies no parser accepts and filters that match nothing, unless the path names a
 * document (then the id comes from a pool no document has). A generic body or `where` that
 * happened to fit would otherwise create, edit or bulk-delete the seeded content (menu items,
 * offers, session restrictions) that the other test files read and book against, or end the
 * staff session (logout). Payload parses those bodies before it checks access, so the anonymous
 * runs still reach every parser.
 */
function staffSendsOnlyUnparseable(target: FuzzTarget): boolean {
  return target.method !== 'GET' && !target.declared && !hasRequiredParam(target)
}

/** What the generated requests may use of the database the fuzz runs in, and the headers a client controls. */
export type FuzzContext = { plausible: fc.Arbitrary<string>; headers: ClientHeaders }

export function requestArbitrary(target: FuzzTarget, identity: Identity, context: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const safeForStaff = identity === 'staff' && staffSendsOnlyUnparseable(target)
  const takesBody = target.method !== 'GET' && target.method !== 'DELETE'
  const body: fc.Arbitrary<FuzzRequest['body']> = !takesBody
    ? fc.constant(null)
    : safeForStaff
      ? unparseableBodies.map((raw) => ({ raw }))
      : bodyArbitrary(target, context)
  return fc.record({
    identity: fc.constant(identity),
    method: fc.constant(target.method),
    // A dot segment moves a staff write to another route (`/api/bookings/1/..` is the bulk endpoint).
    path: pathArbitrary(target, context, identity === 'anonymous' || target.method === 'GET'),
    query: safeForStaff ? unmatchableQueries : queryArbitrary(target, context),
    body,
    headers: context.headers.some(identity),
  })
}

/** No filter at all (Payload then refuses a bulk write), or one that cannot be read. */
const unmatchableQueries = fc.constantFrom('', 'where=abc', 'where=%ZZ', 'where[id]=%00', 'limit=1e308')

function valueArbitrary(
  schema: FuzzTarget['schemas'][keyof FuzzTarget['schemas']],
  context: FuzzContext,
  generic: fc.Arbitrary<unknown>,
): fc.Arbitrary<unknown> {
  if (!schema) return generic
  try {
    return schemaArbitrary(requestJsonSchema(schema), context.plausible)
  } catch {
    return generic
  }
}

/**
 * Mutated half the time; otherwise left as generated, or with one field's text tainted (a NUL, a
 * lone surrogate, ten thousand characters), so a request can be valid and go all the way.
 */
function mutatedOrNot(values: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.tuple(values, mutations).map(([value, changes]) => applyMutations(value, changes)) },
    { weight: 1, arbitrary: values },
    { weight: 1, arbitrary: fc.tuple(values, taint).map(([value, change]) => applyMutations(value, [change])) },
  )
}

const genericObject: fc.Arbitrary<unknown> = fc.dictionary(
  fc.oneof(
    fc.constantFrom('id', 'email', 'password', 'token', 'data', 'where', 'file', 'value', 'key', 'title', ...PROTOTYPE_KEYS),
    fc.string({ maxLength: 10 }),
  ),
  anyJson,
  { maxKeys: 5 },
)

function bodyArbitrary(target: FuzzTarget, context: FuzzContext): fc.Arbitrary<FuzzRequest['body']> {
  const values = valueArbitrary(target.schemas.bodySchema, context, genericObject)
  return fc.oneof(
    { weight: 4, arbitrary: mutatedOrNot(values).map((json) => ({ json })) },
    { weight: 1, arbitrary: rawBodies(values).map((raw) => ({ raw })) },
  )
}

const genericQuery: fc.Arbitrary<unknown> = fc.dictionary(
  fc.constantFrom(
    'where',
    'limit',
    'page',
    'depth',
    'sort',
    'select',
    'populate',
    'draft',
    'locale',
    'fallback-locale',
    'trash',
    'joins',
    'src',
    'title',
    'email',
    'token',
    'date',
    'queue',
    'id',
  ),
  fc.oneof(
    edgeStrings,
    fc.record({ id: fc.record({ equals: edgeStrings }) }),
    fc.record({ createdAt: fc.record({ greater_than: edgeStrings }) }),
    anyJson,
  ),
  { maxKeys: 3 },
)

function queryArbitrary(target: FuzzTarget, context: FuzzContext): fc.Arbitrary<string> {
  const structured = mutatedOrNot(valueArbitrary(target.schemas.querySchema, context, genericQuery)).map(serializeQuery)
  const raw = fc.constantFrom(
    '%ZZ',
    'a=%',
    'a=%ZZ&b=%E0%A4%A',
    '&&&=&',
    '=',
    `a=${'x'.repeat(8_000)}`,
    '__proto__[x]=1',
    'constructor[prototype][x]=1',
    'where[or][0][and][0][id][equals]=abc',
  )
  return fc.oneof({ weight: 5, arbitrary: structured }, { weight: 1, arbitrary: raw }, { weight: 1, arbitrary: fc.constant('') })
}

/** Percent-encoding as a browser does it; a lone surrogate (which no URL can carry) becomes U+FFFD first. */
const encode = (text: string) => encodeURIComponent(text.toWellFormed())

/** A query object as a browser or `qs` would write it: nested keys in brackets, arrays as repeated names. */
function serializeQuery(value: unknown): string {
  if (!isRecord(value)) return value === undefined || value === null ? '' : `q=${encode(String(value))}`
  const pairs: string[] = []
  const walk = (key: string, item: unknown, depth: number) => {
    if (depth > 40) return pairs.push(`${key}=deep`)
    if (Array.isArray(item)) return item.forEach((entry) => walk(key, entry, depth + 1))
    if (isRecord(item)) return Object.entries(item).forEach(([name, entry]) => walk(`${key}[${encode(name)}]`, entry, depth + 1))
    pairs.push(`${key}=${encode(item === null ? '' : String(item))}`)
  }
  for (const [name, item] of Object.entries(value)) walk(encode(name), item, 0)
  return pairs.join('&')
}

const isDotSegment = (segment: string) => /^(\.|%2e){1,2}$/i.test(segment)

function pathArbitrary(target: FuzzTarget, context: FuzzContext, allowDotSegments: boolean): fc.Arbitrary<string> {
  const declared = valueArbitrary(target.schemas.paramsSchema, context, fc.constant({}))
  const edge = allowDotSegments ? edgePathSegments : edgePathSegments.filter((segment) => !isDotSegment(segment))
  const oddTails = fc.constantFrom('/', '/%ZZ', '//x', ...(allowDotSegments ? ['/..'] : []))
  const segments = fc.tuple(
    fc.oneof({ weight: 3, arbitrary: declared }, { weight: 1, arbitrary: fc.constant({}) }),
    fc.array(edge, { minLength: target.parts.length, maxLength: target.parts.length }),
    // A parameter holds an edge value one time in four.
    fc.array(
      fc.nat(3).map((roll) => roll === 0),
      { minLength: target.parts.length, maxLength: target.parts.length },
    ),
    fc.oneof({ weight: 6, arbitrary: fc.constant('') }, { weight: 1, arbitrary: oddTails }),
  )
  return segments.map(([params, edges, useEdge, tail]) => {
    const parts = target.parts.flatMap((part, index) => {
      if ('literal' in part) return [part.literal]
      const declaredValue = isRecord(params) ? params[part.param] : undefined
      // Without a declared schema, a path parameter only ever holds a value no document has.
      if (declaredValue === undefined || declaredValue === null || useEdge[index])
        return part.optional && !useEdge[index] ? [] : [edges[index]!]
      return [encode(String(declaredValue))]
    })
    return parts.join('/') + tail
  })
}
