import { createElement } from 'react'
import type { PayloadRequest } from 'payload'
import { htmlAndText, loadEmailVenue, queueEmail } from '@plugins/email'
import { runJobNow } from '@plugins/jobs'
import { inTransaction, transactionDb } from '@/lib/db/transaction'
import { sql } from '@payloadcms/db-postgres'
import { hashAddress, hashCode, newVerificationCode } from '../domain/verificationCode'
import { VerificationCodeEmail } from '../emails/VerificationCodeEmail'
import { EMAIL_VERIFICATIONS_SLUG, type SanitizedVerificationOptions } from '../types'
import { hitRateLimits } from './rateLimit'

export type RequestCodeResult = { status: 'sent'; expiresInSeconds: number } | { status: 'rate_limited'; retryAfterSeconds: number }

/**
 * Sends a fresh code to any address, known or not: the answer and the work are the same either
 * way, so the reply reveals nothing. A new code replaces the address's earlier ones.
 */
export async function requestCode(
  req: PayloadRequest,
  options: SanitizedVerificationOptions & { siteUrl: string },
  input: { email: string; clientKey: string },
): Promise<RequestCodeResult> {
  const addressHash = hashAddress(options.secret, input.email)
  const limited = await hitRateLimits(req.payload, [
    { key: `code-address:${addressHash}`, limit: options.limits.codesPerAddress },
    { key: `code-client:${input.clientKey}`, limit: options.limits.codesPerClient },
  ])
  if (!limited.allowed) return { status: 'rate_limited', retryAfterSeconds: limited.retryAfterSeconds }

  const code = newVerificationCode()
  const venue = await loadEmailVenue(req.payload, options.siteUrl)
  const body = await htmlAndText(createElement(VerificationCodeEmail, { venue, code, minutes: options.codeMinutes }))
  const jobId = await inTransaction(req, async () => {
    const db = await transactionDb(req)
    await db.execute(
      sql`update email_verifications set consumed_at = now(), updated_at = now() where address_hash = ${addressHash} and consumed_at is null`,
    )
    await req.payload.create({
      collection: EMAIL_VERIFICATIONS_SLUG,
      data: {
        addressHash,
        codeHash: hashCode(options.secret, input.email, code),
        expiresAt: new Date(Date.now() + options.codeMinutes * 60_000).toISOString(),
        attempts: 0,
      },
      req,
      overrideAccess: true,
    })
    return queueEmail(req, { to: input.email, subject: `${code} is your ${venue.name} code`, ...body })
  })
  // A family is waiting for this one: send it now, after the commit, instead of at the next cron
  // tick. Every address takes this path, so the answer's timing still says nothing about it.
  await runJobNow(req.payload, jobId, { msg: 'verification e-mail not sent at once; the e-mail queue will retry it' })
  return { status: 'sent', expiresInSeconds: options.codeMinutes * 60 }
}
