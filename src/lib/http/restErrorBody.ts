import { databaseUnavailability } from '@/lib/db/unavailable'
import { unavailableResponse } from './databaseOutage'
import { errorBody } from './errors'

type RouteHandler<TArgs> = (request: Request, args: TArgs) => Promise<Response>

const CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorised',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
}

type PayloadErrors = { errors?: { message?: unknown; data?: { errors?: { path?: unknown; message?: unknown }[] } }[]; message?: unknown }

/**
 * Every error answer of the REST API carries our `error: { code, message, fields? }`
 * (ARCHITECTURE.md §4). Payload's own answers keep their `errors` (the admin reads them) and get
 * ours beside it. A request the handler cannot even read (a path segment that is not valid
 * percent-encoding, a body that is not JSON under a method override) is refused with a 400
 * instead of escaping as a 500.
 */
export function withErrorBody<TArgs>(handler: RouteHandler<TArgs>): RouteHandler<TArgs> {
  return async (request, args) => {
    let response: Response
    try {
      response = await handler(request, args)
    } catch (error) {
      // Only the reading of the request happens outside Payload's own try/catch.
      if (error instanceof URIError || error instanceof SyntaxError) {
        return Response.json(errorBody('malformed_request', 'The request could not be read: check its address and body'), { status: 400 })
      }
      // Payload could not even start on the request (its first connection, say): the database, not a bug.
      const unavailable = databaseUnavailability(error)
      if (unavailable) return unavailableResponse(unavailable)
      throw error
    }
    return response.status < 400 ? response : addErrorBody(response)
  }
}

async function addErrorBody(response: Response): Promise<Response> {
  const text = await response.text()
  const body = parseObject(text)
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  headers.set('content-type', 'application/json')
  if (hasOurError(body)) return new Response(text, { status: response.status, statusText: response.statusText, headers })
  const payloadErrors = (body ?? {}) as PayloadErrors
  const first = payloadErrors.errors?.[0]
  const message = [first?.message, payloadErrors.message].find(
    (candidate): candidate is string => typeof candidate === 'string' && candidate !== '',
  )
  const code = CODES[response.status] ?? (response.status >= 500 ? 'internal_error' : 'request_refused')
  const { error } = errorBody(code, message ?? (response.statusText || 'The request was refused'), validationFields(first?.data?.errors))
  return new Response(JSON.stringify({ ...body, error }), { status: response.status, statusText: response.statusText, headers })
}

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text)
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null
  } catch {
    return null
  }
}

function hasOurError(body: Record<string, unknown> | null): boolean {
  const error = body?.error as { code?: unknown; message?: unknown } | undefined
  return typeof error?.code === 'string' && typeof error.message === 'string'
}

/** Payload's ValidationError names each field by its path, as our `fields` does. */
function validationFields(errors: { path?: unknown; message?: unknown }[] | undefined): Record<string, string> | undefined {
  if (!Array.isArray(errors) || errors.length === 0) return undefined
  const fields: Record<string, string> = {}
  for (const { path, message } of errors) if (typeof path === 'string' && typeof message === 'string') fields[path] ??= message
  return Object.keys(fields).length ? fields : undefined
}
