import type { CollectionConfig } from 'payload'
import { anyone, isAdmin } from '@/access/roles'
import { businessDateField, timeOfDayField } from '@/fields'
import { minutesOfDay } from '@/fields/validators'
import { revalidateCollectionHooks } from '@/lib/cache/revalidate'

type SlotRow = { start?: string | null; end?: string | null }

export const SpecialDays: CollectionConfig = {
  slug: 'special-days',
  labels: { singular: 'Special day', plural: 'Special days' },
  admin: {
    useAsTitle: 'date',
    defaultColumns: ['date', 'label', 'opensAt', 'closesAt', 'closed'],
    group: 'Booking',
    description: 'Days with their own hours, closures and themed events. Other days use the booking settings.',
  },
  defaultSort: 'date',
  // Hours, event slots and their capacities are the manager's, like the booking settings.
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: revalidateCollectionHooks('special-days'),
  fields: [
    { ...businessDateField({ name: 'date', required: true }), unique: true },
    { name: 'label', type: 'text', admin: { description: 'For staff, e.g. "Bank holiday hours"' } },
    { name: 'closed', type: 'checkbox', defaultValue: false, admin: { description: 'Closed all day' } },
    {
      type: 'row',
      fields: [
        timeOfDayField({ name: 'opensAt', label: 'Opens at' }),
        {
          ...timeOfDayField({ name: 'closesAt', label: 'Closes at' }),
          validate: (value: unknown, { siblingData }: { siblingData: { opensAt?: string | null } }) => {
            if (value === null || value === undefined || value === '') return true
            if (typeof value !== 'string' || !/^\d{2}:\d{2}$/.test(value)) return 'Use HH:mm'
            const opensAt = siblingData.opensAt
            return opensAt && minutesOfDay(value) <= minutesOfDay(opensAt) ? 'Closing must be after opening' : true
          },
        },
      ],
    },
    {
      name: 'event',
      type: 'group',
      admin: { description: 'Fill in a title to make this an event day with its own timed slots.' },
      fields: [
        { name: 'title', type: 'text' },
        { name: 'description', type: 'textarea' },
        { name: 'notes', type: 'textarea', admin: { description: 'e.g. flash lighting may be used' } },
        {
          name: 'slots',
          type: 'array',
          labels: { singular: 'Slot', plural: 'Slots' },
          validate: (rows: unknown) => {
            const slots = (Array.isArray(rows) ? rows : []) as SlotRow[]
            const starts = slots.map((slot) => slot.start)
            if (new Set(starts).size !== starts.length) return 'Two slots start at the same time'
            const bad = slots.find((slot) => slot.start && slot.end && minutesOfDay(slot.end) <= minutesOfDay(slot.start))
            return bad ? `The slot starting ${bad.start} must end after it starts` : true
          },
          fields: [
            {
              type: 'row',
              fields: [
                timeOfDayField({ name: 'start', required: true }),
                timeOfDayField({ name: 'end', required: true }),
                { name: 'capacity', type: 'number', required: true, min: 0, admin: { description: 'Children' } },
              ],
            },
          ],
        },
        {
          ...timeOfDayField({ name: 'defaultSlotStart', label: 'Default slot (start time)' }),
          validate: (value: unknown, { siblingData }: { siblingData: { slots?: SlotRow[] | null } }) => {
            if (value === null || value === undefined || value === '') return true
            const starts = (siblingData.slots ?? []).map((slot) => slot.start)
            return starts.includes(value as string) ? true : 'The default slot must be one of the slots above'
          },
        },
      ],
    },
  ],
}
