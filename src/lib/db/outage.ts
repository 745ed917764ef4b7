import type { Unavailability } from './unavailable'

/** Quiet this long after the last refusal, the next connection handed out ends the outage. */
const OUTAGE_ENDS_AFTER_QUIET_MS = 10_000

type Outage = { kind: Unavailability; since: number; lastAt: number; refused: number; firstError: string }
type Holder = typeof globalThis & { [OUTAGE]?: Outage | null }
const OUTAGE = Symbol.for('playcentre.databaseOutage')
const holder = globalThis as Holder

/**
 * One outage of the database as this process sees it, so that it is logged once when it begins
 * and once when it ends, however many requests it refused in between. Kept on globalThis: the
 * logger's hook and the pool's listener may be loaded by different bundles of one process.
 */
export function currentOutage(): Readonly<Outage> | null {
  return holder[OUTAGE] ?? null
}

/** Records a refusal: the line to log when it begins an outage, else null (it is counted). */
export function noteRefusal(kind: Unavailability, error: string, now = Date.now()): string | null {
  const outage = holder[OUTAGE]
  if (outage) {
    outage.lastAt = now
    outage.refused += 1
    return null
  }
  holder[OUTAGE] = { kind, since: now, lastAt: now, refused: 1, firstError: error }
  return `database ${kind === 'busy' ? 'busy (no free connection)' : 'unreachable'}: ${error}. API calls answer 503 with Retry-After until it recovers; further errors of this outage are counted, not logged`
}

/** Records a connection handed out: the line to log when it ends an outage, else null. */
export function noteConnection(now = Date.now()): string | null {
  const outage = holder[OUTAGE]
  if (!outage || now - outage.lastAt < OUTAGE_ENDS_AFTER_QUIET_MS) return null
  holder[OUTAGE] = null
  const seconds = Math.round((outage.lastAt - outage.since) / 1000)
  return `database ${outage.kind === 'busy' ? 'busy' : 'unreachable'} for ${seconds} s, now serving again: ${outage.refused} error(s) in that time`
}
