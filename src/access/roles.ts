import type { Access, FieldAccess, PayloadRequest } from 'payload'

export const ROLES = ['admin', 'staff', 'kiosk'] as const
export type Role = (typeof ROLES)[number]

type MaybeUser = PayloadRequest['user']

/** The auth collection whose members hold roles; kiosk devices sign in through another and hold none. */
export const USERS_SLUG = 'users'

/**
 * True when the user holds any of the roles. Admins are not implicitly staff here: say so at the
 * call. Only members of the users collection hold roles, whatever another auth collection stores.
 */
export function hasRole(user: MaybeUser, ...roles: Role[]): boolean {
  if (!user || (user.collection !== undefined && user.collection !== USERS_SLUG)) return false
  if (!('roles' in user) || !Array.isArray(user.roles)) return false
  return user.roles.some((role) => (roles as string[]).includes(role))
}

export const isAdmin: Access = ({ req }) => hasRole(req.user, 'admin')

/** Staff screens and day-to-day content: staff and admins. */
export const isStaff: Access = ({ req }) => hasRole(req.user, 'admin', 'staff')

export const isAdminField: FieldAccess = ({ req }) => hasRole(req.user, 'admin')

/** Public read of published content (prices, hours, venue facts). Writes are always restricted. */
export const anyone: Access = () => true

export const nobody: Access = () => false

/**
 * Admins see every row; any other user sees only their own row. A kiosk device is signed in
 * through its own collection, so its id says nothing about the users table: it sees no row.
 */
export const adminOrSelf: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  if (req.user?.collection === USERS_SLUG) return { id: { equals: req.user.id } }
  return false
}
