import type { CollectionConfig } from 'payload'
import { ROLES, adminOrSelf, hasRole, isAdmin, isAdminField } from '@/access/roles'
import { env } from '@/lib/env'

export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'roles', 'canRefund'],
    group: 'Settings',
  },
  auth: {
    maxLoginAttempts: env().LOGIN_MAX_ATTEMPTS,
    lockTime: env().LOGIN_LOCK_MINUTES * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    cookies: { sameSite: 'Lax', secure: env().NODE_ENV === 'production' && env().SERVER_URL.startsWith('https') },
  },
  access: {
    // Only admins and staff use the CMS; kiosk accounts sign in to the kiosk alone.
    admin: ({ req }) => hasRole(req.user, 'admin', 'staff'),
    read: adminOrSelf,
    create: isAdmin,
    update: adminOrSelf,
    delete: isAdmin,
    unlock: isAdmin,
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      saveToJWT: true,
      defaultValue: ['staff'],
      options: ROLES.map((role) => ({ label: role[0]!.toUpperCase() + role.slice(1), value: role })),
      access: { create: isAdminField, update: isAdminField },
      admin: { description: 'Admin: everything. Staff: the day-to-day screens. Kiosk: the door tablet only.' },
    },
    {
      name: 'canRefund',
      label: 'May give refunds',
      type: 'checkbox',
      defaultValue: false,
      saveToJWT: true,
      access: { create: isAdminField, update: isAdminField },
      admin: { description: 'Lets a staff account refund card payments and credit packs from the dashboard (admins always may).' },
    },
  ],
}
