import { siteIconField } from '@/fields/siteIcons'
import { contentVersions, historyFields, publishedOrStaff } from '@/lib/cms/contentHistory'
import type { CollectionConfig } from 'payload'
import { isStaff } from '@/access/roles'
import { revalidateCollectionHooks } from '@/lib/cache/revalidate'

export const Offers: CollectionConfig = {
  slug: 'offers',
  labels: { singular: 'Offer', plural: 'Special offers' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'priceText', 'active', 'sortOrder'], group: 'Content' },
  defaultSort: 'sortOrder',
  access: { read: publishedOrStaff, readVersions: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  versions: contentVersions,
  hooks: revalidateCollectionHooks('offers'),
  fields: [
    ...historyFields,
    { type: 'row', fields: [siteIconField(), { name: 'title', type: 'text', required: true, maxLength: 80 }] },
    { name: 'description', type: 'textarea', required: true, maxLength: 400 },
    { name: 'priceText', type: 'text', maxLength: 60, admin: { description: 'e.g. "£8 per child" or "10th visit free"' } },
    {
      type: 'row',
      fields: [
        { name: 'linkLabel', type: 'text', maxLength: 40 },
        { name: 'linkHref', type: 'text', maxLength: 200, admin: { description: 'A site path such as /booking' } },
      ],
    },
    { name: 'sortOrder', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    { name: 'active', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar' } },
  ],
}
