import type { CollectionConfig } from 'payload'
import { contentVersions, historyFields, publishedOrStaff } from '@/lib/cms/contentHistory'
import { isAdmin, isStaff } from '@/access/roles'
import { penceField } from '@/fields'
import { revalidateCollectionHooks } from '@/lib/cache/revalidate'

export const PartyPackages: CollectionConfig = {
  slug: 'party-packages',
  labels: { singular: 'Party package', plural: 'Party packages' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'pricePence', 'pricing', 'recommended', 'active'],
    group: 'Parties',
  },
  defaultSort: 'sortOrder',
  // Prices are the manager's, like ticket prices.
  access: { read: publishedOrStaff, readVersions: isStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  versions: contentVersions,
  hooks: revalidateCollectionHooks('party-packages'),
  fields: [
    ...historyFields,
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 40 },
        {
          name: 'key',
          type: 'text',
          required: true,
          unique: true,
          validate: (value: unknown) =>
            typeof value === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value)
              ? true
              : 'Lower-case letters, digits and dashes, e.g. silver',
          admin: { description: 'Sent with party inquiries, e.g. silver' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        penceField({ name: 'pricePence', label: 'Price (pence)', required: true }),
        {
          name: 'pricing',
          type: 'select',
          required: true,
          defaultValue: 'perChild',
          options: [
            { value: 'perChild', label: 'Per child' },
            { value: 'flat', label: 'Flat price' },
          ],
        },
      ],
    },
    { name: 'summary', type: 'text', maxLength: 120, admin: { description: 'e.g. "+ 1 free adult" or "Up to 60 kids + 60 adults"' } },
    { name: 'inclusions', type: 'array', fields: [{ name: 'text', type: 'text', required: true, maxLength: 120 }] },
    {
      name: 'recommended',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Marked Recommended, and used for party estimates' },
    },
    {
      name: 'exclusiveUse',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Private hire of the whole centre: confirming one blocks open play for its hours' },
    },
    { name: 'sortOrder', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    { name: 'active', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar' } },
  ],
}
