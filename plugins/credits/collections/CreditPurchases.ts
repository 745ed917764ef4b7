import type { CollectionConfig } from 'payload'
import { isAdmin, isStaff, nobody } from '@/access/roles'
import { CREDIT_PURCHASE_STATUSES, CREDIT_PURCHASES_SLUG, CREDIT_REFUND_STATUSES } from '../types'
import { customerContactRow } from '@/fields/customerContact'

/** Packs of session credits bought on /session-credits. Written only by the purchase and payment operations. */
export const CreditPurchases: CollectionConfig = {
  slug: CREDIT_PURCHASES_SLUG,
  labels: { singular: 'Credit purchase', plural: 'Credit purchases' },
  admin: {
    useAsTitle: 'customerEmail',
    defaultColumns: ['customerEmail', 'customerName', 'credits', 'amountPence', 'status', 'createdAt'],
    group: 'Booking',
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: nobody, update: isStaff, delete: isAdmin },
  fields: [
    customerContactRow(),
    {
      type: 'row',
      fields: [
        { name: 'credits', type: 'number', required: true, min: 1, admin: { readOnly: true } },
        { name: 'amountPence', label: 'Paid (pence)', type: 'number', required: true, min: 0, admin: { readOnly: true } },
        { name: 'savingsPence', label: 'Saving (pence)', type: 'number', required: true, min: 0, admin: { readOnly: true } },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'pending',
      options: CREDIT_PURCHASE_STATUSES.map((value) => ({ value, label: value })),
      access: { update: () => false },
      admin: { position: 'sidebar' },
    },
    { name: 'paidAt', type: 'date', admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'paymentProvider', type: 'text', admin: { position: 'sidebar', readOnly: true } },
    { name: 'paymentReference', type: 'text', index: true, admin: { position: 'sidebar', readOnly: true } },
    { name: 'staffNote', type: 'textarea', admin: { position: 'sidebar' } },
    { name: 'needsAttention', type: 'checkbox', defaultValue: false, index: true, admin: { position: 'sidebar' } },
    {
      name: 'refund',
      type: 'group',
      label: 'Refund of unused credits',
      // Written only by the refund operation (staff refund from the payment search).
      access: { update: () => false },
      admin: {
        description:
          'Staff who may give refunds refund a pack for its unused credits from the payment search: the credits are removed and their share of the price goes back to the card.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'status',
              type: 'select',
              options: CREDIT_REFUND_STATUSES.map((value) => ({ value, label: value })),
              admin: { readOnly: true },
            },
            { name: 'credits', label: 'Credits removed', type: 'number', min: 0, admin: { readOnly: true } },
            { name: 'amountPence', label: 'Refunded (pence)', type: 'number', min: 0, admin: { readOnly: true } },
          ],
        },
        { name: 'reason', type: 'text', admin: { readOnly: true } },
        { name: 'requestedBy', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
        { name: 'idempotencyKey', type: 'text', index: true, admin: { readOnly: true } },
        { name: 'providerRefundId', type: 'text', admin: { readOnly: true } },
        { name: 'requestedAt', type: 'date', admin: { readOnly: true } },
        { name: 'refundedAt', type: 'date', admin: { readOnly: true } },
        { name: 'failure', type: 'text', admin: { readOnly: true } },
      ],
    },
    { name: 'clientSecretHash', type: 'text', index: true, hidden: true },
    { name: 'clientKey', type: 'text', index: true, hidden: true },
  ],
  timestamps: true,
}
