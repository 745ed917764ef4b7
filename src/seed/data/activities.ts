import type { Activity } from '@/payload-types'

export type ActivitySeed = Omit<Activity, 'id' | 'createdAt' | 'updatedAt' | 'image'> & { imageColour: string }

export const activitiesSeed: ActivitySeed[] = [
  {
    icon: 'castle',
    title: 'Multi-Level Play Frame',
    description: 'Three levels of climbing, crawling and tumbling for ages 4-12, with slides, rope bridges and obstacles.',
    imageColour: '#7c3aed',
    sortOrder: 1,
  },
  {
    icon: 'toy',
    title: 'Toddler Zone',
    description: 'A soft, safe space for ages 1-6 with gentle slides, ball pools and sensory play.',
    imageColour: '#db2777',
    sortOrder: 2,
  },
  {
    icon: 'baby',
    title: 'Baby Area',
    description: 'A calm, padded corner just for under 1s, with soft shapes and sensory toys.',
    imageColour: '#0891b2',
    sortOrder: 3,
  },
  {
    icon: 'slide',
    title: 'Wavy Slides',
    description: 'Race your friends down our side-by-side wavy slides.',
    imageColour: '#ea580c',
    sortOrder: 4,
  },
  {
    icon: 'cake',
    title: 'Birthday Parties',
    description: 'Party packages with play, a party room, decorations and food, or hire the whole centre.',
    imageColour: '#ca8a04',
    sortOrder: 5,
  },
  {
    icon: 'coffee',
    title: 'Family Cafe',
    description: 'Freshly made kids meals, adult food, snacks and barista coffee, with a view of the play frame.',
    imageColour: '#16a34a',
    sortOrder: 6,
  },
]
