import type { AfterErrorHook } from 'payload'
import type { Logger, LogFn } from 'pino'
import { errorBody } from '@/lib/http/errors'
import { noteRefusal } from './outage'
import { databaseUnavailability, RETRY_AFTER_SECONDS, unavailabilityOf, UNAVAILABLE_ANSWERS } from './unavailable'

/**
 * A request that failed because the database was unavailable (down, restarting, or no connection
 * free in time) answers 503 with Retry-After and our error body, not Payload's 500: the client
 * did nothing wrong and can try again.
 */
export const answerDatabaseOutage: AfterErrorHook = ({ error, req }) => {
  const kind = databaseUnavailability(error)
  if (!kind) return
  const headers = new Headers(req.responseHeaders)
  headers.set('Retry-After', String(RETRY_AFTER_SECONDS[kind]))
  req.responseHeaders = headers
  const { code, message } = UNAVAILABLE_ANSWERS[kind]
  return { status: 503, response: { ...errorBody(code, message), errors: [{ message }] } }
}

function loggedError(args: unknown[]): unknown {
  const [first] = args
  if (first instanceof Error) return first
  if (first && typeof first === 'object' && 'err' in first) return (first as { err: unknown }).err
  return null
}

/**
 * Pino's log hook: an error that only says the database is unavailable is logged once per
 * outage (its start; src/lib/db/outage.ts logs its end), not once per request, job and retry.
 */
export function logDatabaseOutageOnce(this: Logger, args: Parameters<LogFn>, method: LogFn): void {
  const error = loggedError(args)
  const unavailable = error ? unavailabilityOf(error) : null
  if (!unavailable) return method.apply(this, args)
  const line = noteRefusal(unavailable.kind, unavailable.message)
  if (line) method.call(this, line)
}
