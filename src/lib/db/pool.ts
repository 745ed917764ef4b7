import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Pool } from 'pg'
import type { Payload } from 'payload'

/** The app's node-postgres pool: the one requests, jobs and the Local API share. */
export function databasePool(payload: Payload): Pool {
  return (payload.db as unknown as PostgresAdapter).pool
}

/** The settings the app's pool was made with (its address, size and time limits). */
export function databasePoolOptions(payload: Payload): PostgresAdapter['poolOptions'] {
  return (payload.db as unknown as PostgresAdapter).poolOptions
}
