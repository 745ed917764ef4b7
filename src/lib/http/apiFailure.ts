import { ApiError } from './apiRequest'

/** Our JSON error body (`{ error: { code, message, fields? } }`), read from a failed call; null when the answer was not one. */
export type ApiFailure = { status: number; code: string | null; message: string | null; fields: Record<string, string> }

export function readApiFailure(error: unknown): ApiFailure | null {
  if (!(error instanceof ApiError)) return null
  let body: { error?: { code?: unknown; message?: unknown } } = {}
  try {
    body = JSON.parse(error.bodyText) as typeof body
  } catch {
    // A proxy's HTML page or an empty body: the status is all there is to go on.
  }
  return {
    status: error.status,
    code: typeof body.error?.code === 'string' ? body.error.code : null,
    message: typeof body.error?.message === 'string' ? body.error.message : null,
    fields: error.fields,
  }
}
