import type { PayloadRequest } from 'payload'
import type { z } from 'zod'
import { errorBody, type ErrorBody } from './errors'

export type BodyResult<T> = { ok: true; data: T } | { ok: false; response: Response }

export function jsonError(status: number, code: string, message: string, fields?: Record<string, string>): Response {
  return Response.json(errorBody(code, message, fields) satisfies ErrorBody, { status })
}

/** The first message per field, keyed by the dotted path: what a form shows beside each input. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_'
    fields[key] ??= issue.message
  }
  return fields
}

/**
 * Reads a JSON request body of at most `maxBytes` and parses it with the schema. Every way it can
 * go wrong (too big, not JSON, wrong shape) is a 4xx with the shared error body.
 */
export async function parseJsonBody<TSchema extends z.ZodType>(
  request: Pick<Request, 'text' | 'headers'>,
  schema: TSchema,
  maxBytes = 16_384,
): Promise<BodyResult<z.infer<TSchema>>> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > maxBytes)
    return { ok: false, response: jsonError(413, 'payload_too_large', `The request body must be at most ${maxBytes} bytes`) }
  const raw = await request.text()
  if (Buffer.byteLength(raw) > maxBytes) {
    return { ok: false, response: jsonError(413, 'payload_too_large', `The request body must be at most ${maxBytes} bytes`) }
  }
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return { ok: false, response: jsonError(400, 'invalid_json', 'The request body is not valid JSON') }
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error)
    const first = Object.values(fields)[0] ?? 'The request is not valid'
    return { ok: false, response: jsonError(400, 'validation_failed', first, fields) }
  }
  return { ok: true, data: parsed.data }
}

/** A custom Payload endpoint's JSON body: Payload hands endpoints the raw request, read here once. */
export function readJsonBody<TSchema extends z.ZodType>(req: PayloadRequest, schema: TSchema): Promise<BodyResult<z.infer<TSchema>>> {
  if (typeof req.text !== 'function')
    return Promise.resolve({ ok: false, response: jsonError(400, 'invalid_json', 'A JSON body is required') })
  return parseJsonBody({ text: () => req.text!(), headers: req.headers }, schema)
}
