import type { TypedUser } from 'payload'
import { hasRole, USERS_SLUG } from '@/access/roles'

/** The staff screens are for users of the users collection with the staff or admin role. */
export function isStaffUser(user: TypedUser | null | undefined): boolean {
  return Boolean(user) && user?.collection === USERS_SLUG && hasRole(user, 'staff', 'admin')
}

export function staffName(user: TypedUser): string {
  const named = 'name' in user && typeof user.name === 'string' && user.name ? user.name : null
  return named ?? String(('email' in user && user.email) || `user ${user.id}`)
}
