import type { PayloadRequest } from 'payload'
import type { z } from 'zod'
import { fieldErrors, jsonError, type BodyResult } from './requestBody'

/** Parses any request input with its schema; a mismatch is a 400 with the shared error body, naming the fields. */
export function parseInput<TSchema extends z.ZodType>(
  input: unknown,
  schema: TSchema,
  code = 'validation_failed',
): BodyResult<z.infer<TSchema>> {
  const parsed = schema.safeParse(input)
  if (parsed.success) return { ok: true, data: parsed.data }
  const fields = fieldErrors(parsed.error)
  return { ok: false, response: jsonError(400, code, Object.values(fields)[0] ?? 'The request is not valid', fields) }
}

/** The query string as a plain object. A name given twice becomes an array, which a schema for one value refuses. */
export function searchQuery(searchParams: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>
  for (const [name, value] of searchParams) {
    const seen = query[name]
    query[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value]
  }
  return query
}

/** A custom endpoint's query string, parsed with the endpoint's `querySchema`. */
export function readQuery<TSchema extends z.ZodType>(
  req: PayloadRequest,
  schema: TSchema,
  code = 'validation_failed',
): BodyResult<z.infer<TSchema>> {
  return parseInput(searchQuery(req.searchParams), schema, code)
}

/** A custom endpoint's path parameters (already decoded by Payload), parsed with the endpoint's `paramsSchema`. */
export function readParams<TSchema extends z.ZodType>(
  req: PayloadRequest,
  schema: TSchema,
  code = 'validation_failed',
): BodyResult<z.infer<TSchema>> {
  return parseInput({ ...req.routeParams }, schema, code)
}
