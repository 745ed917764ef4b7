import type { CollectionConfig } from 'payload'
import { isAdmin, isStaff, nobody } from '@/access/roles'
import { PAYMENT_EVENTS_SLUG } from '../types'

/**
 * Every provider event applied, under a unique key, written in the same transaction as its
 * effect: a duplicate delivery finds its key taken and changes nothing.
 */
export const PaymentEvents: CollectionConfig = {
  slug: PAYMENT_EVENTS_SLUG,
  labels: { singular: 'Payment event', plural: 'Payment events' },
  admin: { useAsTitle: 'eventKey', defaultColumns: ['eventKey', 'type', 'intentId', 'outcome', 'createdAt'], group: 'Booking' },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    { name: 'eventKey', type: 'text', required: true, unique: true, admin: { description: 'provider:event id' } },
    { name: 'type', type: 'text', required: true },
    { name: 'intentId', type: 'text', index: true },
    { name: 'amountPence', type: 'number' },
    { name: 'booking', type: 'relationship', relationTo: 'bookings' },
    {
      name: 'subject',
      type: 'text',
      index: true,
      admin: { description: 'What the payment was for when not a booking, e.g. credit-purchase:12' },
    },
    { name: 'outcome', type: 'text' },
  ],
  timestamps: true,
}
