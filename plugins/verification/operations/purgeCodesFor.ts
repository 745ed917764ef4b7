import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { transactionDb } from '@/lib/db/transaction'
import { hashAddress } from '../domain/verificationCode'
import { normalizeEmail } from '../domain/emailAddress'
import { verificationOptions } from './verifiedEmail'

export type CodesPurge = { codes: number; counters: number }

/**
 * Erasure (issue 27): the address's one-time codes and its rate-limit counters (both keyed by the
 * address's keyed hash, never the address) are deleted, inside the caller's transaction.
 */
export async function purgeCodesFor(req: PayloadRequest, email: string): Promise<CodesPurge> {
  const db = await transactionDb(req)
  const addressHash = hashAddress(verificationOptions(req).secret, normalizeEmail(email))
  const codes = await db.execute(sql`delete from email_verifications where address_hash = ${addressHash} returning id`)
  const counters = await db.execute(sql`
    delete from rate_limit_counters
     where bucket like ${`code-address:${addressHash}:%`} or bucket like ${`lookup-address:${addressHash}:%`}
    returning id`)
  return { codes: codes.rows.length, counters: counters.rows.length }
}
