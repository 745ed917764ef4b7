import type { CollectionConfig } from 'payload'
import { isAdmin, isStaff, nobody } from '@/access/roles'
import {
  ACTIVITY_KINDS,
  LOYALTY_ACHIEVEMENTS_SLUG,
  LOYALTY_ACTIVITIES_SLUG,
  LOYALTY_LEDGER_SLUG,
  LOYALTY_MEMBERS_SLUG,
  LOYALTY_REDEMPTIONS_SLUG,
  LOYALTY_REWARDS_SLUG,
  POINT_ENTRY_KINDS,
} from '../types'

const group = 'Loyalty'

/** One member per e-mail address, enrolled by their first paid booking. Points live in the ledger. */
export const LoyaltyMembers: CollectionConfig = {
  slug: LOYALTY_MEMBERS_SLUG,
  labels: { singular: 'Member', plural: 'Members' },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'createdAt'], group, listSearchableFields: ['email', 'name'] },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: nobody, update: isStaff, delete: isAdmin },
  fields: [
    { name: 'email', type: 'email', required: true, unique: true, index: true, access: { update: () => false } },
    { name: 'name', type: 'text', required: true },
  ],
  timestamps: true,
}

/** Points earned and spent, append-only. Current points are the sum; total earned leaves out spending. */
export const LoyaltyLedger: CollectionConfig = {
  slug: LOYALTY_LEDGER_SLUG,
  labels: { singular: 'Points entry', plural: 'Points ledger' },
  admin: { useAsTitle: 'description', defaultColumns: ['member', 'points', 'kind', 'description', 'createdAt'], group },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'member', type: 'relationship', relationTo: LOYALTY_MEMBERS_SLUG, required: true, index: true },
    { name: 'points', type: 'number', required: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: POINT_ENTRY_KINDS.map((value) => ({ value, label: value.replace('_', ' ') })),
    },
    { name: 'description', type: 'text', required: true },
    // What makes the entry happen once: e.g. booking-12-earn, achievement-3-member-7.
    { name: 'entryKey', type: 'text', required: true, unique: true },
    { name: 'booking', type: 'relationship', relationTo: 'bookings' },
    { name: 'achievement', type: 'relationship', relationTo: LOYALTY_ACHIEVEMENTS_SLUG },
  ],
  timestamps: true,
}

/** Visits and party bookings that count towards achievements, once per booking or inquiry. */
export const LoyaltyActivities: CollectionConfig = {
  slug: LOYALTY_ACTIVITIES_SLUG,
  labels: { singular: 'Counted visit or party', plural: 'Counted visits and parties' },
  admin: { useAsTitle: 'sourceKey', defaultColumns: ['member', 'kind', 'sourceKey', 'createdAt'], group },
  access: { read: isStaff, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    { name: 'member', type: 'relationship', relationTo: LOYALTY_MEMBERS_SLUG, required: true, index: true },
    { name: 'kind', type: 'select', required: true, options: ACTIVITY_KINDS.map((value) => ({ value, label: value })) },
    { name: 'sourceKey', type: 'text', required: true, unique: true, admin: { description: 'booking-<id> or party-<inquiry id>' } },
  ],
  timestamps: true,
}

/** Rewards bought with points; staff check the code at the desk and mark it used. */
export const LoyaltyRedemptions: CollectionConfig = {
  slug: LOYALTY_REDEMPTIONS_SLUG,
  labels: { singular: 'Redemption', plural: 'Redemptions' },
  admin: {
    useAsTitle: 'code',
    defaultColumns: ['code', 'rewardTitle', 'member', 'pointsCost', 'usedAt', 'createdAt'],
    group,
    listSearchableFields: ['code'],
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: nobody, update: isStaff, delete: isAdmin },
  fields: [
    { name: 'code', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    { name: 'member', type: 'relationship', relationTo: LOYALTY_MEMBERS_SLUG, required: true, index: true, admin: { readOnly: true } },
    { name: 'reward', type: 'relationship', relationTo: LOYALTY_REWARDS_SLUG, admin: { readOnly: true } },
    { name: 'rewardTitle', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'pointsCost', type: 'number', required: true, admin: { readOnly: true } },
    {
      name: 'usedAt',
      type: 'date',
      admin: { description: 'Set when the reward is handed over', date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
  timestamps: true,
}
