import type { CollectionConfig } from 'payload'
import { isAdmin, isStaff, nobody } from '@/access/roles'
import { businessDateField, timeOfDayField } from '@/fields'
import { customerContactRow } from '@/fields/customerContact'
import { BOOKINGS_SLUG } from '../types'
import { bookingAmountFields } from './bookingAmountFields'
import { bookingPaymentFields } from './bookingPaymentFields'
import { bookingStatusFields } from './bookingStatusFields'

/**
 * Bookings are written only by the booking operations (holds, payment events, expiry, and the
 * visit writes the check-in plugin calls through this plugin's index); staff read them and may
 * annotate. Families reach their own booking through signed links, never this API.
 */
export const Bookings: CollectionConfig = {
  slug: BOOKINGS_SLUG,
  labels: { singular: 'Booking', plural: 'Bookings' },
  admin: {
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'customerName', 'date', 'slotStart', 'children', 'status', 'source', 'finalAmountPence'],
    group: 'Booking',
    listSearchableFields: ['reference', 'customerName', 'customerEmail'],
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: nobody, update: isStaff, delete: isAdmin },
  fields: [
    { name: 'reference', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    // A walk-in paying at the desk gives no e-mail or phone; an online booking always has both. A
    // waiting-list offer has the e-mail the family joined with and no phone (the list asks none, ADR 0026).
    customerContactRow({ contactOptional: (data) => data?.source === 'walk_in' || data?.source === 'waiting_list' }),
    {
      type: 'row',
      fields: [
        { ...businessDateField({ name: 'date', required: true }), admin: { readOnly: true } },
        { ...timeOfDayField({ name: 'slotStart', label: 'Slot start', required: true }), index: true, admin: { readOnly: true } },
        { name: 'slotLabel', type: 'text', required: true, admin: { readOnly: true } },
      ],
    },
    {
      name: 'tickets',
      type: 'array',
      admin: { readOnly: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'ticketKey', type: 'text', required: true },
            { name: 'title', type: 'text', required: true },
            { name: 'quantity', type: 'number', required: true, min: 0 },
            { name: 'unitPricePence', type: 'number', required: true, min: 0 },
            { name: 'feePence', type: 'number', required: true, min: 0 },
            { name: 'lineTotalPence', type: 'number', required: true, min: 0 },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'children', type: 'number', required: true, min: 0, admin: { readOnly: true, description: 'Counts towards capacity' } },
        { name: 'adults', type: 'number', required: true, min: 0, admin: { readOnly: true } },
        { name: 'childAges', type: 'text' },
      ],
    },
    { name: 'specialRequests', type: 'textarea' },
    { name: 'loyaltyOptIn', type: 'checkbox', defaultValue: true },
    ...bookingAmountFields,
    ...bookingStatusFields,
    ...bookingPaymentFields,
    { name: 'staffNote', type: 'textarea', admin: { position: 'sidebar' } },
    {
      name: 'needsAttention',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: {
        position: 'sidebar',
        description: 'Set by the system when staff must look at this booking (see the staff note); clear it once handled.',
      },
    },
    // Proves the browser that made the booking may read its confirmation; the secret itself is never stored.
    { name: 'clientSecretHash', type: 'text', index: true, hidden: true },
    // A keyed hash of the booking client's address, for the cap on live holds (no IP address is stored).
    { name: 'clientKey', type: 'text', index: true, hidden: true },
    {
      type: 'collapsible',
      label: 'Cancellation and refund',
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'cancelledAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
            {
              name: 'cancelledBy',
              type: 'select',
              options: ['customer', 'staff', 'system'].map((value) => ({ value, label: value })),
              admin: { readOnly: true },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'refundDuePence', label: 'Refund due (pence)', type: 'number', min: 0, admin: { readOnly: true } },
            { name: 'refundedPence', label: 'Refunded (pence)', type: 'number', min: 0, admin: { readOnly: true } },
            { name: 'refundReference', type: 'text', admin: { readOnly: true } },
            { name: 'refundedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'confirmationSentAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'reminderSentAt', type: 'date', index: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
  ],
  timestamps: true,
}
