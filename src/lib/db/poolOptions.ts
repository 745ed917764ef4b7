import type { PoolConfig } from 'pg'
import type { Env } from '@/lib/env'

/**
 * The app's node-postgres pool. node-postgres waits for a free connection for ever by default, so
 * a pool that something had exhausted hung every request; with a time limit the request fails,
 * and `databaseUnavailable` turns that failure into a 503 with Retry-After.
 */
export function poolOptionsFromEnv(
  settings: Pick<Env, 'DATABASE_URL' | 'DB_POOL_MAX' | 'DB_POOL_ACQUIRE_TIMEOUT_MS' | 'DB_STATEMENT_TIMEOUT_MS'>,
): PoolConfig {
  return {
    // An unresolvable host names the problem if a process starts without the runner or a URL.
    connectionString: settings.DATABASE_URL ?? 'postgres://set-DATABASE_URL.invalid/playcentre',
    max: settings.DB_POOL_MAX,
    connectionTimeoutMillis: settings.DB_POOL_ACQUIRE_TIMEOUT_MS,
    ...(settings.DB_STATEMENT_TIMEOUT_MS > 0 ? { statement_timeout: settings.DB_STATEMENT_TIMEOUT_MS } : {}),
  }
}
