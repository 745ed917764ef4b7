import type { PayloadRequest } from 'payload'
import { hasRole, USERS_SLUG } from '@/access/roles'
import { KIOSK_DEVICES_SLUG } from '../types'

export type KioskActor = {
  kind: 'device' | 'user'
  id: number
  /** What the visit record shows: the device's name or the user's e-mail. */
  label: string
  /** Staff and admins may also use the staff check-in calls; devices and kiosk-only users may not. */
  isStaff: boolean
}

type Identified = { id: number | string; collection?: string }
/** A user document of either auth collection (typed, or a plain record in tests). */
type SignedIn = Identified | (Identified & Record<string, unknown>)

/**
 * Who is at the tablet, from a signed-in user of either auth collection: an enabled kiosk
 * device, or a user with the kiosk, staff or admin role. Anyone else (or nobody) is null. Takes
 * the user alone, so a Next page can ask the same question of `payload.auth()`'s user.
 */
export function kioskActorFromUser(signedIn: SignedIn | null | undefined): KioskActor | null {
  if (!signedIn) return null
  const user: Identified & Record<string, unknown> = signedIn
  const id = Number(user.id)
  if (!Number.isInteger(id)) return null
  if (user.collection === KIOSK_DEVICES_SLUG) {
    if (user.disabled === true) return null
    const label = typeof user.name === 'string' && user.name ? user.name : String(user.username ?? `device ${id}`)
    return { kind: 'device', id, label, isStaff: false }
  }
  const asUser = user as unknown as PayloadRequest['user']
  if (user.collection !== USERS_SLUG || !hasRole(asUser, 'kiosk', 'staff', 'admin')) return null
  return { kind: 'user', id, label: String(user.email ?? `user ${id}`), isStaff: hasRole(asUser, 'staff', 'admin') }
}

export function kioskActor(req: PayloadRequest): KioskActor | null {
  return kioskActorFromUser(req.user as SignedIn | null)
}

/** A stable key for the actor, for idempotency keys and rate limits. */
export function actorKey(actor: Pick<KioskActor, 'kind' | 'id'>): string {
  return `${actor.kind}:${actor.id}`
}

/** Staff and admins signed in as users (never a device or a kiosk-only account). */
export function isStaffUser(req: PayloadRequest): boolean {
  return req.user?.collection === USERS_SLUG && hasRole(req.user, 'admin', 'staff')
}
