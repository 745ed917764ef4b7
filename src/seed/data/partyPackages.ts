import type { PartyPackage } from '@/payload-types'

const lines = (...texts: string[]) => texts.map((text) => ({ text }))

export const partyPackagesSeed: Omit<PartyPackage, 'id' | 'createdAt' | 'updatedAt'>[] = [
  {
    name: 'Bronze',
    key: 'bronze',
    pricePence: 1300,
    pricing: 'perChild',
    summary: '+ 1 free adult',
    inclusions: lines('2 hours play', 'Party room', 'Decorations', 'Unlimited kids drinks'),
    recommended: false,
    sortOrder: 1,
    active: true,
  },
  {
    name: 'Silver',
    key: 'silver',
    pricePence: 1600,
    pricing: 'perChild',
    summary: '+ 1 free adult',
    inclusions: lines('2.5 hours play', 'Party room', 'Decorations', 'Unlimited kids drinks', 'Party food'),
    recommended: true,
    sortOrder: 2,
    active: true,
  },
  {
    name: 'Gold',
    key: 'gold',
    pricePence: 1900,
    pricing: 'perChild',
    summary: '+ 1 free adult',
    inclusions: lines('3 hours play', 'Party room', 'Decorations', 'Unlimited kids drinks', 'Party food', 'Party bags and extras'),
    recommended: false,
    sortOrder: 3,
    active: true,
  },
  {
    name: 'Private Hire',
    key: 'private-hire',
    pricePence: 19900,
    pricing: 'flat',
    summary: 'Up to 60 kids + 60 adults',
    inclusions: lines('Exclusive use of the whole centre', 'Food and drinks +£5 per person'),
    exclusiveUse: true,
    recommended: false,
    sortOrder: 4,
    active: true,
  },
]
