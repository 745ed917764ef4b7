import type { Access, CollectionBeforeChangeHook, CollectionBeforeLoginHook, CollectionConfig, PayloadRequest } from 'payload'
import { Forbidden } from 'payload'
import { hasRole, isAdmin } from '@/access/roles'
import { CHECKIN_ADMIN_GROUP, KIOSK_DEVICES_SLUG, type SanitizedCheckinOptions } from '../types'

/** Admins manage devices; a signed-in device may read its own row (for /me and refresh), nothing more. */
const adminOrThisDevice: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  if (req.user?.collection === KIOSK_DEVICES_SLUG) return { id: { equals: req.user.id } }
  return false
}

/** Ticking Disabled ends every session of the device at once: its next call is signed out. */
const signOutWhenDisabled: CollectionBeforeChangeHook = ({ data }) => {
  if (data.disabled === true) data.sessions = []
  return data
}

const refuseDisabled: CollectionBeforeLoginHook = ({ user, req }) => {
  if ((user as { disabled?: boolean | null }).disabled) throw new Forbidden(req.t)
  return user
}

/**
 * The tablets at the door. Each signs in with a username and password once and keeps a
 * long session it renews while in use; an admin revokes it by ticking Disabled. Devices are not
 * the admin's user collection, so a tablet can never open /admin.
 */
export const kioskDevices = (options: SanitizedCheckinOptions): CollectionConfig => ({
  slug: KIOSK_DEVICES_SLUG,
  labels: { singular: 'Kiosk device', plural: 'Kiosk devices' },
  admin: {
    useAsTitle: 'username',
    defaultColumns: ['username', 'name', 'disabled', 'lastSeenAt'],
    group: CHECKIN_ADMIN_GROUP,
    hidden: ({ user }) => !hasRole(user as unknown as PayloadRequest['user'], 'admin'),
    description: 'Door tablets. Sign a tablet in at /check-in with its username and password; tick Disabled to sign it out at once.',
  },
  auth: {
    loginWithUsername: { allowEmailLogin: false, requireEmail: false },
    tokenExpiration: options.deviceSessionSeconds,
    maxLoginAttempts: options.maxLoginAttempts,
    lockTime: options.lockTimeMs,
    useSessions: true,
    cookies: { sameSite: 'Lax', secure: options.secureCookie },
  },
  access: { read: adminOrThisDevice, create: isAdmin, update: isAdmin, delete: isAdmin, unlock: isAdmin },
  hooks: { beforeChange: [signOutWhenDisabled], beforeLogin: [refuseDisabled] },
  fields: [
    { name: 'name', type: 'text', admin: { description: 'Where the tablet is, e.g. Front door' } },
    {
      name: 'disabled',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Signs the tablet out now and refuses it until unticked (it then signs in again).' },
    },
    { name: 'lastSeenAt', type: 'date', admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
  ],
  timestamps: true,
})
