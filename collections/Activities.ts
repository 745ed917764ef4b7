import { siteIconField } from '@/fields/siteIcons'
import type { CollectionConfig } from 'payload'
import { anyone, isStaff } from '@/access/roles'
import { revalidateCollectionHooks } from '@/lib/cache/revalidate'

export const Activities: CollectionConfig = {
  slug: 'activities',
  labels: { singular: 'Activity', plural: 'Activities' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'icon', 'sortOrder'], group: 'Content' },
  defaultSort: 'sortOrder',
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: revalidateCollectionHooks('activities'),
  fields: [
    { type: 'row', fields: [siteIconField({ required: true }), { name: 'title', type: 'text', required: true, maxLength: 80 }] },
    { name: 'description', type: 'textarea', required: true, maxLength: 400 },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'sortOrder', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}
