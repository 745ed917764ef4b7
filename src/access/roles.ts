import type { Access, FieldAccess, PayloadRequest } from 'payload'

export const ROLES = ['admin', 'staff', 'kiosk'] as const
export type Role = (typeof ROLES)[number]

type MaybeUser = PayloadRequest['user']

/** True when the user holds any of the roles. Admins are not implicitly staff here: say so at the call. */
export function hasRole(user: MaybeUser, ...roles: Role[]): boolean {
  if (!user || !('roles' in user) || !Array.isArray(user.roles)) return false
  return user.roles.some((role) => (roles as string[]).includes(role))
}

export const isAdmin: Access = ({ req }) => hasRole(req.user, 'admin')

/** Staff screens and day-to-day content: staff and admins. */
export const isStaff: Access = ({ req }) => hasRole(req.user, 'admin', 'staff')

export const isAdminField: FieldAccess = ({ req }) => hasRole(req.user, 'admin')

/** Public read of published content (prices, hours, venue facts). Writes are always restricted. */
export const anyone: Access = () => true

export const nobody: Access = () => false

/** Admins see every row; anyone else signed in sees only their own user row. */
export const adminOrSelf: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  if (req.user) return { id: { equals: req.user.id } }
  return false
}
