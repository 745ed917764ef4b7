import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/** The Drizzle handle Payload's Postgres adapter works through. */
export type Drizzle = PostgresAdapter['drizzle']

/**
 * The app's database adapter, typed as the Postgres adapter it is (payload.config.ts installs
 * `@payloadcms/db-postgres`; Payload types `payload.db` as the generic adapter). The one place
 * that says so: everything else asks here.
 */
export function postgresAdapter(payload: Payload): PostgresAdapter {
  return payload.db as unknown as PostgresAdapter
}

/** The shared pool's Drizzle handle, outside any transaction. */
export function drizzleOf(payload: Payload): Drizzle {
  return postgresAdapter(payload).drizzle
}
