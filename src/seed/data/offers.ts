import type { Offer } from '@/payload-types'

export const offersSeed: Omit<Offer, 'id' | 'createdAt' | 'updatedAt'>[] = [
  {
    icon: 'bottle',
    title: 'Baby & Toddler Mornings',
    description: 'Quieter weekday-morning sessions for little ones, with gentle play and a cuppa for grown-ups.',
    priceText: '£8 per child',
    linkLabel: 'Book a session',
    linkHref: '/booking',
    sortOrder: 1,
    active: true,
  },
  {
    icon: 'star',
    title: 'Loyalty Card',
    description: 'Collect a stamp with every visit: buy 9 sessions and your 10th is free.',
    priceText: '10th session free',
    linkLabel: 'View My Rewards',
    linkHref: '/loyalty',
    sortOrder: 2,
    active: true,
  },
  {
    icon: 'ticket',
    title: 'Bulk Session Credits',
    description: '10 child sessions for £75.00 instead of £95, with no expiry. Credits apply automatically when you book.',
    priceText: 'Save £20',
    linkLabel: 'Buy 10 Credits',
    linkHref: '/session-credits',
    sortOrder: 3,
    active: true,
  },
]
