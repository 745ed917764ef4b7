import type { CollectionConfig } from 'payload'
import { isStaff, nobody } from '@/access/roles'
import { BOOKING_REFUNDS_SLUG, REFUND_KINDS, REFUND_STATUSES } from '../types'

/**
 * Every refund of a booking's payment, one row each: a cancellation's or a late payment's (made by
 * the refund job) and a staff refund from the dashboard (whole or part). The booking keeps the
 * running total (`refundedPence`); the rows say when each was paid out, which the dashboard's
 * revenue counts. Written only by the refund operations; staff read them.
 */
export const BookingRefunds: CollectionConfig = {
  slug: BOOKING_REFUNDS_SLUG,
  labels: { singular: 'Refund', plural: 'Refunds' },
  admin: { useAsTitle: 'reason', defaultColumns: ['createdAt', 'booking', 'amountPence', 'status', 'kind', 'reason'], group: 'Booking' },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    // Not required: an admin may delete a booking; its refunds stay on record.
    { name: 'booking', type: 'relationship', relationTo: 'bookings', index: true },
    {
      type: 'row',
      fields: [
        { name: 'amountPence', label: 'Amount (pence)', type: 'number', required: true, min: 1 },
        {
          name: 'status',
          type: 'select',
          required: true,
          index: true,
          defaultValue: 'pending',
          options: REFUND_STATUSES.map((value) => ({ value, label: value })),
        },
        { name: 'kind', type: 'select', required: true, options: REFUND_KINDS.map((value) => ({ value, label: value })) },
      ],
    },
    { name: 'reason', type: 'text' },
    { name: 'requestedBy', type: 'relationship', relationTo: 'users' },
    {
      name: 'idempotencyKey',
      type: 'text',
      unique: true,
      admin: { description: 'The request that asked for it: a repeat of it refunds nothing more' },
    },
    { name: 'providerRefundId', type: 'text' },
    { name: 'refundedAt', type: 'date', index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'failure', type: 'text' },
  ],
  timestamps: true,
}
