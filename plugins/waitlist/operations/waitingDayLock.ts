import type { PayloadRequest } from 'payload'
import { LOCK_NAMESPACES, lockUntilCommit } from '@/lib/db/advisoryLock'

const HELD = 'waitingDayLockTransaction'

/**
 * A normal day's list (its whole-day entries) is offered, joined, left and closed under this lock,
 * so a family is never offered places in two sessions at once. It comes after the day's slot
 * locks: whoever holds it never waits for a slot lock (ADR 0033).
 */
export async function lockWaitingDay(req: PayloadRequest, date: string): Promise<void> {
  await lockUntilCommit(req, LOCK_NAMESPACES.waitingDay, date)
  req.context[HELD] = String(await req.transactionID)
}

/** Whether this request's open transaction holds some day's list lock: it may then only try slot locks, never wait on one. */
export async function holdsWaitingDayLock(req: PayloadRequest): Promise<boolean> {
  const id = await req.transactionID
  return id !== undefined && req.context[HELD] === String(id)
}
