import type { LoyaltyAchievement, LoyaltyReward, LoyaltySetting } from '@/payload-types'

/** Spec §9: 10 credits for £75.00, each standing for a child 1-12 session (£9.50), no expiry. */
export const creditOfferSeed = {
  available: true,
  title: '10 Session Credits',
  credits: 10,
  pricePence: 7500,
  creditTicketKey: 'child-1-12',
  benefits: [
    '1 credit = 1 child session',
    'Credits never expire',
    'Use them for any number of children',
    'Applied automatically when you book',
  ].map((text) => ({ text })),
}

/** Spec §9: 1 point per £1, 50 welcome points, Bronze 0, Silver 500 (+5% at weekends), Gold 2000 (+10%), Platinum 5000 (+15%). */
export const loyaltySettingsSeed: Omit<LoyaltySetting, 'id' | 'createdAt' | 'updatedAt'> = {
  pointsPerPound: 1,
  welcomeBonus: 50,
  tiers: [
    { level: 'bronze', label: 'Bronze', minPoints: 0, bonusPercent: 0, bonusWeekendsOnly: false },
    { level: 'silver', label: 'Silver', minPoints: 500, bonusPercent: 5, bonusWeekendsOnly: true },
    { level: 'gold', label: 'Gold', minPoints: 2000, bonusPercent: 10, bonusWeekendsOnly: false },
    { level: 'platinum', label: 'Platinum', minPoints: 5000, bonusPercent: 15, bonusWeekendsOnly: false },
  ],
}

export const loyaltyRewardsSeed: Omit<LoyaltyReward, 'id' | 'createdAt' | 'updatedAt'>[] = [
  {
    title: 'Free Hot Drink',
    description: 'Any hot drink from the cafe, on us.',
    pointsCost: 50,
    value: 'Free drink',
    icon: '☕',
    sortOrder: 1,
    active: true,
  },
  {
    title: '10% Off Next Visit',
    description: 'Ten per cent off your next open-play booking.',
    pointsCost: 100,
    value: '10% off',
    icon: '🎟️',
    sortOrder: 2,
    active: true,
  },
  {
    title: 'Free 2-Hour Weekend Session',
    description: 'One child’s 2-hour play session on a Saturday or Sunday.',
    pointsCost: 250,
    value: 'Free session',
    icon: '🎉',
    sortOrder: 3,
    active: true,
  },
  {
    title: '20% Off Party Bookings',
    description: 'Twenty per cent off a birthday party package.',
    pointsCost: 300,
    value: '20% off',
    partyDiscountPercent: 20,
    icon: '🎂',
    sortOrder: 4,
    active: true,
  },
]

export const loyaltyAchievementsSeed: Omit<LoyaltyAchievement, 'id' | 'createdAt' | 'updatedAt'>[] = [
  {
    title: 'First Visit',
    description: 'Your first paid visit.',
    rule: 'visits',
    threshold: 1,
    pointsReward: 50,
    category: 'visits',
    icon: '👣',
    sortOrder: 1,
    active: true,
  },
  {
    title: 'Regular Visitor',
    description: 'Five paid visits.',
    rule: 'visits',
    threshold: 5,
    pointsReward: 100,
    category: 'visits',
    icon: '⭐',
    sortOrder: 2,
    active: true,
  },
  {
    title: 'Party Starter',
    description: 'Your first party booked with us.',
    rule: 'parties',
    threshold: 1,
    pointsReward: 150,
    category: 'parties',
    icon: '🥳',
    sortOrder: 3,
    active: true,
  },
]
