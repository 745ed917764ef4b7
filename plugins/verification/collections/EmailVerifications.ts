import type { CollectionConfig } from 'payload'
import { isAdmin, nobody } from '@/access/roles'
import { EMAIL_VERIFICATIONS_SLUG } from '../types'

/** One-time codes sent to prove control of an address. Only hashes are kept, never the code or the address. */
export const EmailVerifications: CollectionConfig = {
  slug: EMAIL_VERIFICATIONS_SLUG,
  labels: { singular: 'E-mail verification', plural: 'E-mail verifications' },
  admin: { hidden: true },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    { name: 'addressHash', type: 'text', required: true, index: true },
    { name: 'codeHash', type: 'text', required: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0, min: 0 },
    { name: 'consumedAt', type: 'date' },
  ],
  timestamps: true,
}
