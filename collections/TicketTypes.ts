import type { CollectionConfig } from 'payload'
import { contentVersions, historyFields, publishedOrStaff } from '@/lib/cms/contentHistory'
import { isAdmin, isStaff } from '@/access/roles'
import { penceField } from '@/fields'
import { validateHexColour } from '@/fields/validators'
import { revalidateCollectionHooks } from '@/lib/cache/revalidate'

export const TicketTypes: CollectionConfig = {
  slug: 'ticket-types',
  labels: { singular: 'Ticket type', plural: 'Ticket types' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'key', 'pricePence', 'countsAsChild', 'sortOrder'],
    group: 'Booking',
  },
  defaultSort: 'sortOrder',
  access: { read: publishedOrStaff, readVersions: isStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  versions: contentVersions,
  hooks: revalidateCollectionHooks('ticket-types'),
  fields: [
    ...historyFields,
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: (value: unknown) =>
        typeof value === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value)
          ? true
          : 'Lower-case letters, digits and dashes, e.g. child-1-12',
      admin: { description: 'Stable id used by bookings and the booking page, e.g. child-1-12' },
    },
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    {
      type: 'row',
      fields: [
        penceField({ name: 'pricePence', label: 'Price (pence)', required: true }),
        penceField({ name: 'feePence', label: 'Fee (pence)', required: true }),
      ],
    },
    { name: 'ageRange', type: 'text', admin: { description: 'Shown beside the title, e.g. 1-12 years' } },
    { name: 'colour', type: 'text', validate: (value: unknown) => validateHexColour(value), admin: { placeholder: '#2f9e44' } },
    {
      name: 'countsAsChild',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Counts towards slot capacity and can be paid with session credits' },
    },
    { name: 'sortOrder', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    { name: 'active', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar', description: 'Untick to stop selling it' } },
  ],
}
