import type { CollectionConfig } from 'payload'
import { isAdmin, nobody } from '@/access/roles'
import { RATE_LIMIT_COUNTERS_SLUG } from '../types'

/** Fixed-window counters shared by every app instance: one row per key and window. */
export const RateLimitCounters: CollectionConfig = {
  slug: RATE_LIMIT_COUNTERS_SLUG,
  labels: { singular: 'Rate limit counter', plural: 'Rate limit counters' },
  admin: { hidden: true },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    { name: 'bucket', type: 'text', required: true, unique: true },
    { name: 'hits', type: 'number', required: true, defaultValue: 0 },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
  timestamps: true,
}
