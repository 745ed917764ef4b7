import type { PayloadRequest } from 'payload'
import type { z } from 'zod'
import { jsonError, parseJsonBody, type BodyResult } from '@/lib/http/requestBody'

/** Payload hands custom endpoints the raw request; its body is read here, once. */
export function readBody<TSchema extends z.ZodType>(req: PayloadRequest, schema: TSchema): Promise<BodyResult<z.infer<TSchema>>> {
  if (typeof req.text !== 'function') return Promise.resolve({ ok: false, response: jsonError(400, 'invalid_json', 'A JSON body is required') })
  return parseJsonBody({ text: () => req.text!(), headers: req.headers }, schema)
}

export function tooManyRequests(retryAfterSeconds: number): Response {
  const response = jsonError(
    429,
    'rate_limited',
    'You have sent several messages in a short time. Please wait a while before sending another, or call us.',
  )
  response.headers.set('retry-after', String(retryAfterSeconds))
  return response
}
