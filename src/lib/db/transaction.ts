import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { drizzleOf, postgresAdapter } from '@/lib/db/postgres'
import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'

/**
 * Runs `work` in one Postgres transaction bound to `req`: every Local API call inside must pass
 * `req`. Any error rolls the whole thing back (Payload may already have dropped a failed
 * transaction, so nothing after an error may assume it is still open).
 */
export async function inTransaction<T>(req: PayloadRequest, work: () => Promise<T>): Promise<T> {
  const ownsTransaction = await initTransaction(req)
  try {
    const result = await work()
    if (ownsTransaction) await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/** The Drizzle handle of the request's open transaction, for the few statements the Local API lacks. */
export async function transactionDb(req: PayloadRequest): Promise<PostgresAdapter['drizzle']> {
  const adapter = postgresAdapter(req.payload)
  const id = await req.transactionID
  const session = id === undefined ? undefined : adapter.sessions[id]
  if (!session) throw new Error('transactionDb called outside a transaction')
  return session.db as PostgresAdapter['drizzle']
}

/** The request's transaction when it has one, else the shared pool: for reads that run either way. */
export async function requestDb(req: PayloadRequest): Promise<PostgresAdapter['drizzle']> {
  return req.transactionID ? transactionDb(req) : drizzleOf(req.payload)
}
