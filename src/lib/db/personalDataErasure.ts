import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import { randomBytes } from 'node:crypto'

/**
 * Personal data erasure (UK GDPR, issue 27; ADR 0021): the shared words and the one switch.
 *
 * Each owning plugin erases its own columns (ADR 0020) with these markers, so no staff search for
 * the old name, address or phone finds a row again, while references, amounts, dates and statuses
 * stay for the accounts. The append-only tables (visit_events, audit_log) refuse every change
 * except the erasure's own, and only inside a transaction that turned erasure mode on.
 */

/** What a personal name becomes. */
export const ERASED_NAME = 'Erased'

/** What free text about the person (messages, notes, reasons, audit summaries) becomes. */
export const ERASED_TEXT = 'Personal data erased'

import { ERASED_DOMAIN } from '@/lib/erasedAddress'

export { ERASED_DOMAIN, isErasedAddress } from '@/lib/erasedAddress'

/**
 * A fresh stand-in for an erased address: random, so it says nothing about the old one, and the
 * same for every row of one erasure, so a family's credit balance and loyalty account stay whole.
 */
export function erasedAddress(): string {
  return `erased-${randomBytes(12).toString('hex')}@${ERASED_DOMAIN}`
}

/** The transaction-local setting the append-only tables' triggers read (migration 20261127_094754_personal_data_erasure). */
export const ERASURE_SETTING = 'app.personal_data_erasure'

/**
 * Turns erasure mode on for the rest of this transaction (`set_config(..., true)` is transaction
 * local: it ends with the commit or rollback, and never leaks to the pool's next user). Call it
 * on the transaction's own handle, right before the erasing statements.
 */
export async function enterErasureMode(db: PostgresAdapter['drizzle']): Promise<void> {
  await db.execute(sql`select set_config(${ERASURE_SETTING}, 'on', true)`)
}
