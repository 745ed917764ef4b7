import type { GlobalConfig } from 'payload'
import { contentVersions, historyFields, publishedSettingsOrStaff } from '@/lib/cms/contentHistory'
import { isAdmin, isStaff } from '@/access/roles'
import { penceField } from '@/fields'
import { revalidateGlobal } from '@/lib/cache/revalidate'
import { CREDIT_SETTINGS_SLUG } from '../types'

/** The bulk-credit offer families buy on /session-credits. */
export const CreditSettings: GlobalConfig = {
  slug: CREDIT_SETTINGS_SLUG,
  label: 'Bulk credits',
  admin: { group: 'Booking', description: 'The pack of session credits on sale. One credit pays for one child session.' },
  access: { read: publishedSettingsOrStaff, readVersions: isStaff, update: isAdmin },
  versions: contentVersions,
  hooks: { afterChange: [revalidateGlobal(CREDIT_SETTINGS_SLUG)] },
  fields: [
    ...historyFields,
    {
      name: 'available',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Untick to stop selling packs (credits already bought still apply)' },
    },
    { name: 'title', type: 'text', required: true, defaultValue: '10 Session Credits' },
    {
      type: 'row',
      fields: [
        { name: 'credits', type: 'number', required: true, min: 1, max: 100, admin: { step: 1, description: 'Credits in one pack' } },
        penceField({ name: 'pricePence', label: 'Pack price (pence)', required: true }),
      ],
    },
    {
      name: 'creditTicketType',
      type: 'relationship',
      relationTo: 'ticket-types',
      required: true,
      admin: {
        description: 'The child ticket one credit stands for: its price is what a credit saves and what "regular price" is worked out from',
      },
    },
    { name: 'benefits', type: 'array', fields: [{ name: 'text', type: 'text', required: true }] },
  ],
}
