import { z } from 'zod'
import { parseInput } from '../requestInput'
import { withPreCheck, type EndpointRule } from './endpointRules'

const isJson = (text: string) => {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

const jsonOrStructured = z.union([
  z.string().refine(isJson, 'Must be JSON or bracketed query parameters'),
  z.record(z.string(), z.unknown()),
  z.array(z.unknown()),
])

/**
 * The parameters Payload's built-in endpoints read with no check of their own: `limit=1e308`,
 * `page=-1` and `limit[a]=b` went to Postgres as they were, and a `where` or `data` that is not
 * JSON reached a bare JSON.parse; each was a 500. Other parameters pass as they are.
 */
export const payloadQuerySchema = z.looseObject({
  limit: z
    .string()
    .regex(/^\d{0,6}$/, 'limit must be a whole number up to 999999')
    .optional(),
  page: z
    .string()
    .regex(/^\d{0,9}$/, 'page must be a whole number from 1')
    .optional(),
  where: jsonOrStructured.optional(),
  data: jsonOrStructured.optional(),
})

export const refuseMalformedQuery: EndpointRule = (endpoint) =>
  withPreCheck(endpoint, (req) => {
    const parsed = parseInput(req.query ?? {}, payloadQuerySchema, 'invalid_query')
    return parsed.ok ? null : parsed.response
  })
