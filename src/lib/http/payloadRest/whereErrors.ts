import type { PayloadRequest } from 'payload'
import { jsonError } from '../requestBody'
import type { EndpointRule } from './endpointRules'

/** The Postgres error code of the error or of one of its causes. */
function postgresCode(error: unknown): string | null {
  for (let at: unknown = error, depth = 0; at && depth < 5; at = (at as { cause?: unknown }).cause, depth++) {
    const code = (at as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
  }
  return null
}

/**
 * What the database says about a value or an operator that does not fit its column: a data
 * exception (class 22: `in=1,abc` on an integer id is NaN, `greater_than=99999999999999` is out
 * of range, a date in year 99999), or no such operator for the type (42883: `like` on an id).
 * Payload's Postgres adapter also has no `near`, `within`, `intersects`, `all` or `contains` for
 * most fields and fails looking one up.
 */
function misfitFilter(error: unknown): boolean {
  const code = postgresCode(error)
  if (code && (code.startsWith('22') || code === '42883')) return true
  return error instanceof TypeError && /operators\[\w+\] is not a function/.test(error.message)
}

const hasWhere = (req: PayloadRequest) =>
  req.query?.where !== undefined || (typeof req.data === 'object' && req.data !== null && 'where' in req.data)

/**
 * Payload hands a `where` filter's values to Postgres without checking them against the field's
 * column, so a filter that cannot fit failed as a 500. Only for requests that carry a filter, and
 * only for those two verdicts of the database; the error is still logged.
 */
export const misfitFiltersAsBadRequest: EndpointRule = (endpoint) => {
  const { handler } = endpoint
  return {
    ...endpoint,
    handler: async (req) => {
      try {
        return await handler(req)
      } catch (error) {
        if (!hasWhere(req) || !misfitFilter(error)) throw error
        req.payload.logger.warn({ err: error, msg: 'refused a where filter the database could not apply' })
        return jsonError(400, 'invalid_where', 'The where filter gives a field an operator or a value it cannot take')
      }
    },
  }
}
