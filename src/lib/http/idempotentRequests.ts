import { createHash } from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { LOCK_NAMESPACES, lockUntilCommit } from '@/lib/db/advisoryLock'
import { errorBody } from '@/lib/http/errors'
import { inTransaction, requestDb } from '@/lib/db/transaction'
import { IDEMPOTENT_REQUESTS_SLUG } from './idempotentRequestsCollection'

export type Answer = { status: number; body: unknown }

export type Claim = { actorKey: string; idempotencyKey: string; route: string; request: unknown }

/** The call and its body, so a key sent again with a different request is caught. */
export function fingerprint(route: string, request: unknown): string {
  return createHash('sha256')
    .update(`${route}\n${JSON.stringify(request)}`)
    .digest('hex')
}

/**
 * Runs a write once per (actor, Idempotency-Key): the kiosk's visits and walk-ins, and staff
 * actions that must not happen twice (a resent e-mail, a reply). In one transaction, under a lock on the
 * key: a stored answer is returned as it was and nothing runs; otherwise `work` runs and its
 * answer is stored beside its effect, so both commit or neither does. A concurrent repeat waits
 * for the first, then replays it. The same key with a different request is refused (422).
 */
export async function once(req: PayloadRequest, claim: Claim, work: () => Promise<Answer>): Promise<Answer & { replayed: boolean }> {
  const print = fingerprint(claim.route, claim.request)
  return inTransaction(req, async () => {
    await lockUntilCommit(req, LOCK_NAMESPACES.kioskRequest, `${claim.actorKey} ${claim.idempotencyKey}`)
    const { docs } = await req.payload.find({
      collection: IDEMPOTENT_REQUESTS_SLUG,
      where: { and: [{ actorKey: { equals: claim.actorKey } }, { idempotencyKey: { equals: claim.idempotencyKey } }] },
      limit: 1,
      depth: 0,
      req,
      overrideAccess: true,
    })
    const stored = docs[0]
    if (stored) {
      if (stored.fingerprint !== print) {
        return {
          status: 422,
          body: errorBody(
            'idempotency_key_reused',
            'This Idempotency-Key was already used for a different request. Send a new key for a new action.',
          ),
          replayed: false,
        }
      }
      return { status: stored.status, body: stored.body, replayed: true }
    }
    const answer = await work()
    const kept = await req.payload.create({
      collection: IDEMPOTENT_REQUESTS_SLUG,
      data: {
        actorKey: claim.actorKey,
        idempotencyKey: claim.idempotencyKey,
        fingerprint: print,
        status: answer.status,
        body: answer.body as Record<string, unknown>,
      },
      req,
      overrideAccess: true,
    })
    // The body as stored (jsonb orders keys its own way), so a replay is the same text, byte for byte.
    return { status: answer.status, body: kept.body, replayed: false }
  })
}

/** Forgets answers older than `days`: a tablet retries within minutes, never a week later. */
export async function purgeIdempotentRequests(req: PayloadRequest, days: number, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 24 * 3_600_000).toISOString()
  const result = await (await requestDb(req)).execute(sql`delete from kiosk_requests where created_at < ${cutoff}`)
  return result.rowCount ?? 0
}

/**
 * Erasure (issue 27): forgets the stored answers that quote this address (trimmed, lower-case),
 * such as "Confirmation e-mail sent to …". The rest go within `days` as above.
 */
export async function forgetAnswersMentioning(req: PayloadRequest, email: string): Promise<number> {
  const result = await (await requestDb(req)).execute(sql`delete from kiosk_requests where position(${email} in lower(body::text)) > 0`)
  return result.rowCount ?? 0
}
