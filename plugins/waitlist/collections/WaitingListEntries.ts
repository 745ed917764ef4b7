import type { CollectionConfig } from 'payload'
import { isStaff, nobody } from '@/access/roles'
import { businessDateField, timeOfDayField } from '@/fields'
import { WAITING_LIST_SLUG, WAITING_LIST_STATUSES } from '../types'

/**
 * Families waiting for places in a full session (docs/adr/0026). Written only by the waiting-list
 * plugin's operations (ADR 0020); staff read it here and remove entries from the calendar's day panel.
 */
export const WaitingListEntries: CollectionConfig = {
  slug: WAITING_LIST_SLUG,
  labels: { singular: 'Waiting-list entry', plural: 'Waiting list' },
  admin: {
    group: 'Booking',
    useAsTitle: 'customerName',
    defaultColumns: ['customerName', 'date', 'slotStart', 'children', 'status', 'createdAt'],
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  defaultSort: 'createdAt',
  fields: [
    {
      type: 'row',
      fields: [
        { ...businessDateField({ name: 'date', required: true }), admin: { readOnly: true } },
        {
          ...timeOfDayField({ name: 'slotStart', label: 'Session start', description: 'Empty: any session of a normal day' }),
          index: true,
          admin: { readOnly: true },
        },
        { name: 'slotLabel', type: 'text', required: true, admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { ...timeOfDayField({ name: 'notBefore', label: 'Arriving not before' }), admin: { readOnly: true } },
        { ...timeOfDayField({ name: 'notAfter', label: 'Arriving not after' }), admin: { readOnly: true } },
      ],
    },
    { name: 'customerName', type: 'text', required: true },
    { name: 'customerEmail', type: 'email', required: true, index: true },
    { name: 'children', type: 'number', required: true, min: 1, admin: { readOnly: true } },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'waiting',
      options: WAITING_LIST_STATUSES.map((value) => ({ value, label: value })),
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'offerBookingId',
      type: 'number',
      index: true,
      admin: { position: 'sidebar', readOnly: true, description: 'The held booking of the offer' },
    },
    { name: 'offeredAt', type: 'date', admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'offerExpiresAt', type: 'date', admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'endedAt', type: 'date', admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
