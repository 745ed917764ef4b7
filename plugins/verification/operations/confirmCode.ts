import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { inTransaction, transactionDb } from '@/lib/db/transaction'
import { hashAddress, hashCode, sameHash } from '../domain/verificationCode'
import type { SanitizedVerificationOptions } from '../types'
import { hitRateLimit } from './rateLimit'

export type ConfirmCodeResult =
  | { status: 'verified' }
  | { status: 'invalid_code'; attemptsLeft: number }
  | { status: 'expired' }
  | { status: 'rate_limited'; retryAfterSeconds: number }

type PendingCode = { id: number; code_hash: string; attempts: number; expires_at: string | Date }

/**
 * Checks a code against the address's latest one. The row is locked while it is checked, so two
 * guesses at once still count as two tries; the fifth wrong try uses the code up.
 */
export async function confirmCode(
  req: PayloadRequest,
  options: SanitizedVerificationOptions,
  input: { email: string; code: string; clientKey: string },
  now: Date = new Date(),
): Promise<ConfirmCodeResult> {
  const limited = await hitRateLimit(req.payload, `confirm-client:${input.clientKey}`, options.limits.confirmsPerClient, now)
  if (!limited.allowed) return { status: 'rate_limited', retryAfterSeconds: limited.retryAfterSeconds }

  const addressHash = hashAddress(options.secret, input.email)
  return inTransaction(req, async () => {
    const db = await transactionDb(req)
    const found = await db.execute(sql`
      select id, code_hash, attempts, expires_at from email_verifications
      where address_hash = ${addressHash} and consumed_at is null
      order by created_at desc limit 1 for update`)
    const pending = found.rows[0] as PendingCode | undefined
    if (!pending || new Date(pending.expires_at) <= now || pending.attempts >= options.maxAttempts) return { status: 'expired' }

    if (sameHash(pending.code_hash, hashCode(options.secret, input.email, input.code))) {
      await db.execute(sql`update email_verifications set consumed_at = now(), updated_at = now() where id = ${pending.id}`)
      return { status: 'verified' }
    }
    const attempts = pending.attempts + 1
    const usedUp = attempts >= options.maxAttempts
    await db.execute(sql`
      update email_verifications set attempts = ${attempts}, consumed_at = ${usedUp ? now.toISOString() : null}, updated_at = now()
      where id = ${pending.id}`)
    return usedUp ? { status: 'expired' } : { status: 'invalid_code', attemptsLeft: options.maxAttempts - attempts }
  })
}
