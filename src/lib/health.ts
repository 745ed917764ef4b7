import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { errorBody, type ErrorBody } from '@/lib/http/errors'

export type Health =
  | { status: 'ok'; db: 'ok' }
  | ({ status: 'error'; db: 'unreachable' } & ErrorBody)

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms)
    work.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}

/** Asks the database a trivial question; any failure (including start-up failure) is "unreachable". */
export async function checkHealth(loadPayload: () => Promise<Payload>, timeoutMs = 3000): Promise<Health> {
  try {
    await withTimeout(
      loadPayload().then((payload) => payload.db.drizzle.execute(sql`select 1`)),
      timeoutMs,
    )
    return { status: 'ok', db: 'ok' }
  } catch {
    return {
      status: 'error',
      db: 'unreachable',
      ...errorBody('database_unreachable', 'The database is unreachable'),
    }
  }
}
