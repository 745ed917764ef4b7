import type { CollectionConfig } from 'payload'
import { contentVersions, historyFields, publishedOrStaff } from '@/lib/cms/contentHistory'
import { isStaff } from '@/access/roles'
import { revalidateCollectionHooks } from '@/lib/cache/revalidate'

const count = (name: string) => ({ name, type: 'number' as const, defaultValue: 0, min: 0, required: true, admin: { step: 1 } })

export const NOTICE_TYPES = ['announcement', 'event', 'offer', 'hours', 'update'] as const

export const NoticePosts: CollectionConfig = {
  slug: 'notice-posts',
  labels: { singular: 'Notice', plural: 'Notice board' },
  admin: {
    useAsTitle: 'text',
    defaultColumns: ['text', 'publishedAt', 'type'],
    group: 'Content',
    description: 'Announcements on /facebook-feed and the landing page. The newest is marked New.',
  },
  defaultSort: '-publishedAt',
  access: { read: publishedOrStaff, readVersions: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  versions: contentVersions,
  hooks: revalidateCollectionHooks('notice-posts'),
  fields: [
    ...historyFields,
    { name: 'text', type: 'textarea', required: true, maxLength: 2000 },
    {
      name: 'publishedAt',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'type',
      type: 'select',
      required: true,
      defaultValue: 'announcement',
      options: NOTICE_TYPES.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) })),
    },
    { type: 'row', fields: [count('likes'), count('comments'), count('shares')] },
  ],
}
