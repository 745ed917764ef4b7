import { sql } from '@payloadcms/db-postgres'
import { postgresAdapter } from '@/lib/db/postgres'
import type { Payload } from 'payload'
import { rest } from '../payload'
import { newClient } from '../verification'
import type { FuzzRequest, Identity } from './requests'

export type FuzzAnswer = { status: number; json: unknown; text: string }

/**
 * Sends a generated request through the real REST route handlers, each from a client address of
 * its own: one address would hit the per-client limits within a few requests, and a 429 answers
 * before the code that could fail.
 */
export function sendFuzzRequest(request: FuzzRequest, tokens: Record<Identity, string | undefined>): Promise<FuzzAnswer> {
  const apiPath = request.query ? `${request.path}?${request.query}` : request.path
  const { body } = request
  const headers: Record<string, string> = { ...newClient(), ...request.headers }
  if (body && 'raw' in body) {
    headers['content-type'] = body.raw.contentType ?? ''
    Object.assign(headers, body.raw.headers)
  }
  return rest(request.method, apiPath, {
    token: tokens[request.identity],
    headers,
    ...(body === null ? {} : 'raw' in body ? { rawBody: body.raw.text } : { rawBody: JSON.stringify(body.json) ?? '' }),
  })
}

/** The collections a refused request must never have written to. */
export const WATCHED_COLLECTIONS = [
  'bookings',
  'inquiries',
  'credit-purchases',
  'email-verifications',
  'loyalty-members',
  'session-restrictions',
] as const

/**
 * The rows in each watched collection's table, in one query: it runs after every request, and six
 * Local API counts each time were about a fifth of the fuzz's time. None of them has a trash, so the
 * rows are the documents.
 */
export async function watchedCounts(payload: Payload): Promise<Record<string, number>> {
  const adapter = postgresAdapter(payload)
  const tables = WATCHED_COLLECTIONS.map(
    (collection) =>
      sql`select ${collection} as collection, count(*)::int as rows from ${sql.identifier(adapter.tableNameMap.get(collection.replace(/-/g, '_'))!)}`,
  )
  const result = await adapter.drizzle.execute(sql.join(tables, sql` union all `))
  const rows = result.rows as { collection: string; rows: number }[]
  return Object.fromEntries(WATCHED_COLLECTIONS.map((collection) => [collection, rows.find((row) => row.collection === collection)!.rows]))
}

/** The request as a line of text for a failure message: long values cut short. */
export function describeRequest(request: FuzzRequest): string {
  const cut = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}... (${text.length} chars)` : text)
  const body =
    request.body === null
      ? ''
      : 'raw' in request.body
        ? ` [${request.body.raw.label}] ${cut(request.body.raw.text)}`
        : ` ${cut(JSON.stringify(request.body.json) ?? '')}`
  const headers = Object.keys(request.headers).length
    ? ` headers=${JSON.stringify(Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, cut(value)])))}`
    : ''
  return `${request.identity} ${request.method} /api/${cut(request.path)}${request.query ? `?${cut(request.query)}` : ''}${headers}${body}`
}
