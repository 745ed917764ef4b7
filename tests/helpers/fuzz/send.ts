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
export const WATCHED_COLLECTIONS = ['bookings', 'inquiries', 'credit-purchases', 'email-verifications', 'loyalty-members', 'session-restrictions'] as const

export async function watchedCounts(payload: Payload): Promise<Record<string, number>> {
  const counts = await Promise.all(WATCHED_COLLECTIONS.map((collection) => payload.count({ collection, overrideAccess: true })))
  return Object.fromEntries(WATCHED_COLLECTIONS.map((collection, index) => [collection, counts[index]!.totalDocs]))
}

/** The request as a line of text for a failure message: long values cut short. */
export function describeRequest(request: FuzzRequest): string {
  const cut = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}... (${text.length} chars)` : text)
  const body = request.body === null ? '' : 'raw' in request.body ? ` [${request.body.raw.label}] ${cut(request.body.raw.text)}` : ` ${cut(JSON.stringify(request.body.json) ?? '')}`
  const headers = Object.keys(request.headers).length ? ` headers=${JSON.stringify(request.headers)}` : ''
  return `${request.identity} ${request.method} /api/${cut(request.path)}${request.query ? `?${cut(request.query)}` : ''}${headers}${body}`
}
