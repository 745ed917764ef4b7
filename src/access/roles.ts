import type { Access, FieldAccess, PayloadRequest } from 'payload'

export const ROLES = ['admin', 'staff', 'kiosk'] as const
export type Role = (typeof ROLES)[number]

type MaybeUser = PayloadRequest['user']

/**
 * What the rules below read of a user: the server's `req.user` and the admin's `useAuth().user`
 * both fit, so the dashboard asks the same question as the endpoint behind it.
 */
export type RoleHolder = { collection?: string; roles?: unknown; canRefund?: unknown } | null | undefined

/** The auth collection whose members hold roles; kiosk devices sign in through another and hold none. */
export const USERS_SLUG = 'users'

/**
 * True when the user holds any of the roles. Admins are not implicitly staff here: say so at the
 * call. Only members of the users collection hold roles, whatever another auth collection stores.
 */
export function hasRole(user: RoleHolder | MaybeUser, ...roles: Role[]): boolean {
  if (!user || (user.collection !== undefined && user.collection !== USERS_SLUG)) return false
  if (!('roles' in user) || !Array.isArray(user.roles)) return false
  return user.roles.some((role) => (roles as string[]).includes(role))
}

/**
 * May this user give money back (a card refund, a credit pack's refund, a cancellation with a
 * refund)? Admins always; staff when an admin ticked "May give refunds" (`canRefund`) on their
 * account; nobody else. Every refund endpoint and the dashboard's refund actions ask this.
 */
export function canGiveRefunds(user: RoleHolder | MaybeUser): boolean {
  if (hasRole(user, 'admin')) return true
  return hasRole(user, 'staff') && user !== null && user !== undefined && 'canRefund' in user && user.canRefund === true
}

/** The answer to a caller who may not give refunds, in one wording for every endpoint. */
export const REFUNDS_NOT_ALLOWED = 'Only an admin, or staff an admin has allowed to give refunds, can refund'

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
