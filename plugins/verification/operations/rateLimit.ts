import { sql } from '@payloadcms/db-postgres'
import { drizzleOf } from '@/lib/db/postgres'
import type { Payload } from 'payload'
import type { RateLimit } from '../types'

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * Counts one hit against `key` in the current fixed window, atomically in Postgres so every app
 * instance shares the count. Runs outside any request transaction: a refused request still counts.
 */
export async function hitRateLimit(
  payload: Payload,
  key: string,
  { limit, windowSeconds }: RateLimit,
  now: Date = new Date(),
): Promise<RateLimitResult> {
  const windowStart = Math.floor(now.getTime() / 1000 / windowSeconds) * windowSeconds
  const windowEnd = new Date((windowStart + windowSeconds) * 1000)
  const bucket = `${key}:${windowSeconds}:${windowStart}`
  const db = drizzleOf(payload)
  const result = await db.execute(sql`
    insert into rate_limit_counters (bucket, hits, expires_at, updated_at, created_at)
    values (${bucket}, 1, ${windowEnd.toISOString()}, now(), now())
    on conflict (bucket) do update set hits = rate_limit_counters.hits + 1, updated_at = now()
    returning hits`)
  const hits = Number((result.rows[0] as { hits: number | string }).hits)
  if (hits <= limit) return { allowed: true }
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnd.getTime() - now.getTime()) / 1000)) }
}

/** Several limits at once; every one is counted, the longest wait wins. */
export async function hitRateLimits(
  payload: Payload,
  limits: { key: string; limit: RateLimit }[],
  now: Date = new Date(),
): Promise<RateLimitResult> {
  const results = await Promise.all(limits.map(({ key, limit }) => hitRateLimit(payload, key, limit, now)))
  const waits = results.flatMap((result) => (result.allowed ? [] : [result.retryAfterSeconds]))
  return waits.length === 0 ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(...waits) }
}

/** Forgets windows that have ended. */
export async function purgeRateLimits(payload: Payload): Promise<number> {
  const db = drizzleOf(payload)
  const result = await db.execute(sql`delete from rate_limit_counters where expires_at < now() - interval '1 hour'`)
  return result.rowCount ?? 0
}
