import type { CollectionConfig } from 'payload'
import { anyone, isAdmin } from '@/access/roles'
import { revalidateCollectionHooks } from '@/lib/cache/revalidate'
import { ACHIEVEMENT_RULES, LOYALTY_ACHIEVEMENTS_SLUG, LOYALTY_REWARDS_SLUG } from '../types'

/** What members can spend points on. */
export const LoyaltyRewards: CollectionConfig = {
  slug: LOYALTY_REWARDS_SLUG,
  labels: { singular: 'Reward', plural: 'Rewards' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'pointsCost', 'value', 'active', 'sortOrder'], group: 'Loyalty' },
  defaultSort: 'sortOrder',
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: revalidateCollectionHooks(LOYALTY_REWARDS_SLUG),
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea', required: true },
    {
      type: 'row',
      fields: [
        { name: 'pointsCost', type: 'number', required: true, min: 1, admin: { step: 1 } },
        { name: 'value', type: 'text', admin: { description: 'What it is worth, as shown, e.g. "10% off"' } },
        { name: 'icon', type: 'text', admin: { description: 'An emoji shown beside it' } },
      ],
    },
    {
      name: 'partyDiscountPercent',
      label: 'Percent off a party',
      type: 'number',
      min: 1,
      max: 100,
      admin: {
        step: 1,
        description: 'For a party reward: its code takes this percentage off the party’s price on the family’s party page',
      },
    },
    { name: 'sortOrder', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      admin: { position: 'sidebar', description: 'Untick to take it out of the store' },
    },
  ],
}

/** Milestones that give bonus points once each. */
export const LoyaltyAchievements: CollectionConfig = {
  slug: LOYALTY_ACHIEVEMENTS_SLUG,
  labels: { singular: 'Achievement', plural: 'Achievements' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'rule', 'threshold', 'pointsReward', 'active'], group: 'Loyalty' },
  defaultSort: 'sortOrder',
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: revalidateCollectionHooks(LOYALTY_ACHIEVEMENTS_SLUG),
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'rule',
          type: 'select',
          required: true,
          options: ACHIEVEMENT_RULES.map((value) => ({ value, label: value === 'visits' ? 'Visits made' : 'Parties booked' })),
        },
        { name: 'threshold', type: 'number', required: true, min: 1, admin: { step: 1, description: 'Reached at this many' } },
        { name: 'pointsReward', type: 'number', required: true, min: 0, admin: { step: 1 } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'category', type: 'text' },
        { name: 'icon', type: 'text', admin: { description: 'An emoji' } },
      ],
    },
    { name: 'sortOrder', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    { name: 'active', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar' } },
  ],
}
