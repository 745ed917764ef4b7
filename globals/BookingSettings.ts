import type { GlobalConfig } from 'payload'
import { anyone, isAdmin } from '@/access/roles'
import { timeOfDayField } from '@/fields'
import { revalidateGlobal } from '@/lib/cache/revalidate'

export const BookingSettings: GlobalConfig = {
  slug: 'booking-settings',
  label: 'Booking settings',
  admin: { group: 'Booking', description: 'The normal day. Special days override hours and slots for their date.' },
  access: { read: anyone, update: isAdmin },
  hooks: { afterChange: [revalidateGlobal('booking-settings')] },
  fields: [
    {
      name: 'slots',
      type: 'array',
      label: 'Slot start times',
      minRows: 1,
      required: true,
      validate: (rows: unknown) => {
        const starts = (Array.isArray(rows) ? rows : []).map((row: { start?: string }) => row.start)
        return new Set(starts).size === starts.length ? true : 'Two slots start at the same time'
      },
      fields: [timeOfDayField({ name: 'start', required: true })],
    },
    {
      type: 'row',
      fields: [
        { name: 'sessionLengthMinutes', type: 'number', required: true, min: 15, admin: { description: 'Minutes of play' } },
        { name: 'capacityPerSlot', type: 'number', required: true, min: 0, admin: { description: 'Children per slot' } },
        { name: 'lowAvailabilityThreshold', type: 'number', required: true, min: 0, admin: { description: 'Places left at or below which the low-availability badge shows' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'bookingWindowMonths', type: 'number', required: true, min: 0, admin: { description: 'How far ahead families can book' } },
        { name: 'holdMinutes', type: 'number', required: true, min: 1, admin: { description: 'How long unpaid places are held' } },
        { name: 'arriveEarlyMinutes', type: 'number', required: true, min: 0, admin: { description: 'Asked of families for check-in and the safety briefing' } },
      ],
    },
    {
      name: 'arrivalWindow',
      type: 'group',
      fields: [
        { type: 'row', fields: [timeOfDayField({ name: 'from', required: true }), timeOfDayField({ name: 'until', required: true })] },
        { name: 'text', type: 'textarea', required: true, admin: { description: 'The flexible-arrival banner on the booking page' } },
      ],
    },
  ],
}
