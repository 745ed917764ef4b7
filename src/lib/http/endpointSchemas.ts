import { z } from 'zod'

/**
 * The zod schemas a custom endpoint parses its input with, kept on the endpoint's Payload
 * `custom` property so the endpoint fuzz (tests/int/endpoint-fuzz.int.test.ts) generates requests
 * from them. The handler parses with the same schema constants: one schema per request.
 */
export type EndpointSchemas = {
  /** The JSON body. */
  bodySchema?: z.ZodType
  /** The query string, as `searchQuery` reads it (a repeated name is an array). */
  querySchema?: z.ZodType
  /** The path's `:params`, as Payload decodes them into `req.routeParams`. */
  paramsSchema?: z.ZodType
}

/** `custom: endpointSchemas({ body, query, params })` on a Payload endpoint. */
export function endpointSchemas(schemas: { body?: z.ZodType; query?: z.ZodType; params?: z.ZodType }): EndpointSchemas {
  const custom: EndpointSchemas = {}
  if (schemas.body) custom.bodySchema = schemas.body
  if (schemas.query) custom.querySchema = schemas.query
  if (schemas.params) custom.paramsSchema = schemas.params
  return custom
}

/** The schemas an endpoint declared on `custom`; anything on `custom` that is not a zod schema is ignored. */
export function readEndpointSchemas(custom: Record<string, unknown> | undefined): EndpointSchemas {
  const pick = (value: unknown) => (value instanceof z.ZodType ? value : undefined)
  return endpointSchemas({ body: pick(custom?.bodySchema), query: pick(custom?.querySchema), params: pick(custom?.paramsSchema) })
}

/** True when the endpoint declared at least one schema. */
export function declaresSchemas(schemas: EndpointSchemas): boolean {
  return Boolean(schemas.bodySchema ?? schemas.querySchema ?? schemas.paramsSchema)
}
