import type { PayloadRequest } from 'payload'
import { hasRole } from '@/access/roles'

export const KIOSK_DEVICES_SLUG = 'kiosk-devices'

/** Who is at the tablet: a signed-in kiosk device, a user allowed at the kiosk, or nobody it may serve. */
export type KioskAccess = 'device' | 'user' | null

/**
 * /check-in serves a kiosk device that an admin has not disabled (its own auth collection) or a
 * user with the kiosk, staff or admin role (issue 15). Anyone else gets the sign-in form and
 * nothing else.
 */
export function kioskAccess(user: PayloadRequest['user']): KioskAccess {
  if (!user) return null
  // The collection is compared as text: the device collection is added by the checkin plugin.
  if ((user.collection as string) === KIOSK_DEVICES_SLUG) return 'disabled' in user && user.disabled === true ? null : 'device'
  return hasRole(user, 'kiosk', 'staff', 'admin') ? 'user' : null
}
