/**
 * Why the database could not serve a request: `busy` when every connection is taken (this
 * instance's pool, or the server's connection limit) or a statement ran past its time limit;
 * `unreachable` when the server is down, restarting or dropped the connection. Anything else is
 * not about the database's availability (null): a bug, or bad input.
 */
export type Unavailability = 'busy' | 'unreachable'

const BUSY_CODES = new Set(['53300', '53400', '57014'])
const UNREACHABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
])
const BUSY_MESSAGES = [
  /timeout exceeded when trying to connect/,
  // The server's connection limit (53300), in the words of Postgres 15 and of 16 and later.
  /too many clients already/,
  /remaining connection slots are reserved/,
  /canceling statement due to statement timeout/,
]
const UNREACHABLE_MESSAGES = [
  /Connection terminated/,
  /\bECONN(REFUSED|RESET)\b/,
  /the database system is (starting up|shutting down|in recovery mode|not yet accepting connections)/,
  /terminating connection due to administrator command/,
  /not queryable/,
  // A database closed to connections (ALTER DATABASE ... ALLOW_CONNECTIONS false), as during a restore or failover.
  /is not currently accepting connections/,
]

/**
 * Reads the error and its causes (Drizzle wraps the driver's error; Payload re-throws a failed
 * transaction start with the driver's message in its own, without a cause).
 */
export function databaseUnavailability(error: unknown): Unavailability | null {
  return unavailabilityOf(error)?.kind ?? null
}

/** The kind, and the message of the error (or cause) that showed it: the driver's words, not the failed query's. */
export function unavailabilityOf(error: unknown): { kind: Unavailability; message: string } | null {
  const causes: { code?: unknown; message?: unknown }[] = []
  for (let at: unknown = error; at && typeof at === 'object' && causes.length < 6; at = (at as { cause?: unknown }).cause)
    causes.push(at as { code?: unknown; message?: unknown })
  // The innermost first: its message is the shortest true account of what happened.
  for (const { code, message } of causes.reverse()) {
    const text = typeof message === 'string' ? message : ''
    const kind =
      typeof code === 'string' && BUSY_CODES.has(code)
        ? 'busy'
        : typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))
          ? 'unreachable'
          : BUSY_MESSAGES.some((pattern) => pattern.test(text))
            ? 'busy'
            : UNREACHABLE_MESSAGES.some((pattern) => pattern.test(text))
              ? 'unreachable'
              : null
    if (kind) return { kind, message: text || String(code) }
  }
  return null
}

/** Seconds a client should wait before asking again. */
export const RETRY_AFTER_SECONDS: Record<Unavailability, number> = { busy: 3, unreachable: 10 }

export const UNAVAILABLE_ANSWERS: Record<Unavailability, { code: string; message: string }> = {
  busy: { code: 'database_busy', message: 'We are very busy right now. Please try again in a few seconds.' },
  unreachable: { code: 'database_unavailable', message: 'Bookings are briefly unavailable. Please try again in a minute.' },
}
