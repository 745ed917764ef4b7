import type { CollectionConfig } from 'payload'
import { isAdmin, isStaff, nobody } from '@/access/roles'
import { businessDateField, timeOfDayField } from '@/fields'
import { BOOKING_SOURCE_LABELS, BOOKING_SOURCES, BOOKING_STATUSES, BOOKINGS_SLUG } from '../types'
import { customerContactRow } from '@/fields/customerContact'

const pence = (name: string, label: string) => ({
  name,
  label,
  type: 'number' as const,
  required: true,
  min: 0,
  defaultValue: 0,
  admin: { step: 1, readOnly: true },
})

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
    {
      type: 'row',
      fields: [
        pence('originalAmountPence', 'Original (pence)'),
        pence('creditSavingsPence', 'Credit savings (pence)'),
        pence('finalAmountPence', 'To pay (pence)'),
        { name: 'sessionCreditsUsed', type: 'number', defaultValue: 0, min: 0, admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'promoCode',
          type: 'text',
          index: true,
          admin: { readOnly: true, description: 'The promo code the booking used (counts as one of its uses while paid or held)' },
        },
        pence('promoDiscountPence', 'Promo discount (pence)'),
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'voucherCode',
          type: 'text',
          index: true,
          admin: { readOnly: true, description: 'The gift voucher that paid part or all of the booking' },
        },
        pence('voucherAppliedPence', 'Paid by voucher (pence)'),
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'held',
      options: BOOKING_STATUSES.map((value) => ({ value, label: value.replace('_', ' ') })),
      // Status moves only through the booking operations, which keep it moving forward.
      access: { update: () => false },
      admin: { position: 'sidebar' },
    },
    {
      name: 'source',
      type: 'select',
      index: true,
      defaultValue: 'online',
      options: BOOKING_SOURCES.map((value) => ({ value, label: BOOKING_SOURCE_LABELS[value] })),
      access: { update: () => false },
      admin: { position: 'sidebar', readOnly: true },
    },
    // Visit fields move only through the check-in operations (overrideAccess), never a staff edit.
    {
      name: 'checkedInAt',
      type: 'date',
      access: { update: () => false },
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'checkedOutAt',
      type: 'date',
      access: { update: () => false },
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    // When the play time of a checked-in visit ends: check-in plus the session length on a flexible day, the slot's end on an event day.
    {
      name: 'playEndsAt',
      type: 'date',
      access: { update: () => false },
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'noShowAt',
      label: 'Marked no-show at',
      type: 'date',
      access: { update: () => false },
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      type: 'collapsible',
      label: 'Paid in store',
      admin: { position: 'sidebar', condition: (data) => data?.source === 'walk_in' || Boolean(data?.paidInStore) },
      fields: [
        {
          name: 'paidInStore',
          type: 'checkbox',
          defaultValue: false,
          access: { update: () => false },
          admin: { readOnly: true, description: 'Taken at the desk, not online' },
        },
        {
          name: 'inStorePaymentConfirmedAt',
          type: 'date',
          access: { update: () => false },
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'inStorePaymentConfirmedBy',
          type: 'relationship',
          relationTo: 'users',
          access: { update: () => false },
          admin: { readOnly: true },
        },
      ],
    },
    {
      name: 'complimentaryReason',
      type: 'textarea',
      access: { update: () => false },
      admin: {
        position: 'sidebar',
        readOnly: true,
        condition: (data) => Boolean(data?.complimentaryReason),
        description: 'Why an admin gave this booking free',
      },
    },
    {
      name: 'holdExpiresAt',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'paidAt', type: 'date', admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'paymentProvider', type: 'text', admin: { position: 'sidebar', readOnly: true } },
    { name: 'paymentReference', type: 'text', index: true, admin: { position: 'sidebar', readOnly: true } },
    {
      name: 'receiptUrl',
      label: 'Receipt',
      type: 'text',
      admin: { position: 'sidebar', readOnly: true, description: "The card payment's receipt at Stripe" },
    },
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
