import type { GlobalConfig } from 'payload'
import { contentVersions, historyFields, publishedSettingsOrStaff } from '@/lib/cms/contentHistory'
import { isAdmin, isStaff } from '@/access/roles'
import { revalidateGlobal } from '@/lib/cache/revalidate'

const textareaRow = (name: string, label: string, description?: string) => ({
  name,
  label,
  type: 'textarea' as const,
  admin: description ? { description } : undefined,
})

export const Venue: GlobalConfig = {
  slug: 'venue',
  label: 'Venue facts',
  admin: { group: 'Settings' },
  access: { read: publishedSettingsOrStaff, readVersions: isStaff, update: isAdmin },
  versions: contentVersions,
  hooks: { afterChange: [revalidateGlobal('venue')] },
  fields: [
    ...historyFields,
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Contact',
          fields: [
            { name: 'name', type: 'text', required: true },
            { name: 'tagline', type: 'text' },
            { name: 'copyrightYear', type: 'number', min: 1900, admin: { description: 'Shown in the footer copyright line' } },
            {
              type: 'row',
              fields: [
                { name: 'phone', type: 'text', required: true },
                { name: 'email', type: 'email', required: true },
              ],
            },
            {
              name: 'address',
              type: 'group',
              fields: [
                { name: 'line1', type: 'text', required: true },
                { name: 'line2', type: 'text' },
                {
                  type: 'row',
                  fields: [
                    { name: 'town', type: 'text', required: true },
                    { name: 'county', type: 'text' },
                  ],
                },
                { name: 'postcode', type: 'text', required: true, admin: { description: 'Also given to drivers for sat nav' } },
              ],
            },
            {
              name: 'social',
              type: 'array',
              labels: { singular: 'Social link', plural: 'Social links' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'platform',
                      type: 'select',
                      required: true,
                      options: ['facebook', 'instagram', 'tiktok', 'x', 'youtube'].map((value) => ({ label: value, value })),
                    },
                    { name: 'url', type: 'text', required: true },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Finding us',
          fields: [
            {
              name: 'maps',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'viewLabel', type: 'text', defaultValue: 'View on Google Maps' },
                    { name: 'viewUrl', type: 'text' },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    { name: 'directionsLabel', type: 'text', defaultValue: 'Get Directions' },
                    { name: 'directionsUrl', type: 'text' },
                  ],
                },
              ],
            },
            {
              name: 'directions',
              type: 'group',
              fields: [textareaRow('byCar', 'By car'), textareaRow('byBus', 'By bus'), textareaRow('byTrain', 'By train')],
            },
            {
              name: 'parking',
              type: 'group',
              admin: { description: 'The spec gives two readings; both are kept and each screen shows the one it needs.' },
              fields: [
                textareaRow('freeOutside', 'Free parking note', 'Landing page and contact section'),
                textareaRow('charges', 'Parking charges', 'Booking terms, confirmation and kiosk'),
              ],
            },
          ],
        },
        {
          label: 'Opening hours',
          description: 'The spec disagrees with itself about opening hours; every reading is its own field.',
          fields: [
            {
              name: 'openingHours',
              type: 'array',
              label: 'Regular opening hours (contact section)',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'day', type: 'text', required: true },
                    { name: 'hours', type: 'text', required: true },
                  ],
                },
              ],
            },
            textareaRow('contactHoursNote', 'Contact section note', 'e.g. last entry 1 hour before closing'),
            { name: 'kioskFooterHours', type: 'text', admin: { description: 'Check-in kiosk footer' } },
            { name: 'venueHours', type: 'text', admin: { description: 'Party help card and venue hours' } },
          ],
        },
      ],
    },
  ],
}
