import type { GlobalConfig } from 'payload'
import { anyone, isStaff } from '@/access/roles'
import { revalidateGlobal } from '@/lib/cache/revalidate'

export const PartyPage: GlobalConfig = {
  slug: 'party-page',
  label: 'Party page',
  admin: { group: 'Parties', description: 'Words of /party-booking. Packages and prices are under Party packages.' },
  access: { read: anyone, update: isStaff },
  hooks: { afterChange: [revalidateGlobal('party-page')] },
  fields: [
    { name: 'heading', type: 'text', required: true, maxLength: 80 },
    { name: 'intro', type: 'textarea', maxLength: 600 },
    {
      name: 'timeSlots',
      type: 'array',
      minRows: 1,
      admin: { description: 'The preferred-time options of the inquiry form' },
      fields: [{ name: 'label', type: 'text', required: true, maxLength: 40 }],
    },
    {
      name: 'catering',
      type: 'group',
      fields: [
        { name: 'heading', type: 'text', required: true, maxLength: 60 },
        { name: 'points', type: 'array', fields: [{ name: 'text', type: 'text', required: true, maxLength: 200 }] },
      ],
    },
    {
      name: 'help',
      type: 'group',
      admin: { description: 'The help card; its phone number is the venue phone' },
      fields: [
        { name: 'heading', type: 'text', required: true, maxLength: 60 },
        { name: 'text', type: 'textarea', maxLength: 300 },
        { name: 'hours', type: 'text', required: true, maxLength: 80 },
      ],
    },
    { name: 'responsePromise', type: 'text', required: true, maxLength: 160, admin: { description: 'Shown under the form' } },
  ],
}
