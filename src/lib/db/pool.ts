import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Pool } from 'pg'
import type { Payload } from 'payload'
import { postgresAdapter } from './postgres'

/** The app's node-postgres pool: the one requests, jobs and the Local API share. */
export function databasePool(payload: Payload): Pool {
  return postgresAdapter(payload).pool
}

/** The settings the app's pool was made with (its address, size and time limits). */
export function databasePoolOptions(payload: Payload): PostgresAdapter['poolOptions'] {
  return postgresAdapter(payload).poolOptions
}
