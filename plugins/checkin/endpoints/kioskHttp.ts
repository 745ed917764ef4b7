import type { PayloadRequest } from 'payload'
import { hasRole } from '@/access/roles'
import { jsonError } from '@/lib/http/requestBody'
import { kioskActor, type KioskActor } from '../access/kioskActor'
import { isRevokedDevice } from '../access/revokedDevice'
import { idempotencyKeySchema } from '@/lib/http/idempotencyKey'
import type { VisitResult } from '../operations/visitResult'
import { touchDevice } from '../operations/touchDevice'
import type { VisitActor } from '../types'

export const noStore = { 'cache-control': 'no-store' }

type Guard<T> = { ok: true; value: T } | { ok: false; response: Response }

/** A kiosk device, or a user with the kiosk, staff or admin role; anyone else is asked to sign the tablet in. */
export async function requireKiosk(req: PayloadRequest): Promise<Guard<KioskActor>> {
  const actor = kioskActor(req)
  if (!actor)
    return { ok: false, response: jsonError(401, 'kiosk_sign_in_required', 'This tablet is not signed in. Please ask a member of staff.') }
  if (actor.kind === 'device') await touchDevice(req.payload, actor.id)
  return { ok: true, value: actor }
}

const REVOKED_MESSAGE =
  'This tablet was signed out by staff. Wipe its copy of the day’s tickets and what it has not sent, then ask a member of staff to sign it in.'

/**
 * As requireKiosk, for the calls an offline-capable tablet makes (the day's copy, the sync): a
 * device an admin disabled (or deleted) is told so, `403 kiosk_device_revoked`, to wipe its copy;
 * any other missing session stays `401 kiosk_sign_in_required`: sign in again and carry on.
 */
export async function requireUnrevokedKiosk(req: PayloadRequest): Promise<Guard<KioskActor>> {
  const actor = await requireKiosk(req)
  if (actor.ok || !(await isRevokedDevice(req))) return actor
  return { ok: false, response: jsonError(403, 'kiosk_device_revoked', REVOKED_MESSAGE) }
}

/** Staff and admins signed in as users: never a kiosk device or a kiosk-only account. */
export function requireStaff(req: PayloadRequest): Guard<VisitActor & { id: number }> {
  if (!req.user) return { ok: false, response: jsonError(401, 'unauthorised', 'Please sign in') }
  if (!hasRole(req.user, 'admin', 'staff')) return { ok: false, response: jsonError(403, 'forbidden', 'Only staff can do this') }
  return { ok: true, value: { kind: 'user', id: Number(req.user.id), label: String(req.user.email ?? `user ${req.user.id}`) } }
}

export function idempotencyKeyOf(req: PayloadRequest): Guard<string> {
  const parsed = idempotencyKeySchema.safeParse(req.headers.get('idempotency-key') ?? '')
  if (parsed.success) return { ok: true, value: parsed.data }
  return {
    ok: false,
    response: jsonError(
      400,
      'idempotency_key_required',
      'Send an Idempotency-Key header of 8 to 100 letters, digits, dashes or underscores, new for each action.',
    ),
  }
}

/** An operation's refusal as the shared error body: a missing ticket is 404, a rule 409. */
export function visitAnswer(result: Exclude<VisitResult, { status: 'ok' }> | { status: 'refused'; code: string; message: string }): {
  status: number
  body: unknown
} {
  if (result.status === 'not_found')
    return {
      status: 404,
      body: { error: { code: 'ticket_not_found', message: 'We could not find that ticket. Please see a member of staff.' } },
    }
  return { status: 409, body: { error: { code: result.code, message: result.message } } }
}

export function answer({ status, body, replayed }: { status: number; body: unknown; replayed?: boolean }): Response {
  return Response.json(body, { status, headers: { ...noStore, ...(replayed ? { 'idempotent-replayed': 'true' } : {}) } })
}
