import type { CollectionConfig } from 'payload'
import { isAdmin, isStaff, nobody } from '@/access/roles'
import { purchaseRefundField } from '@plugins/payments'
import { CREDIT_PURCHASE_STATUSES, CREDIT_PURCHASES_SLUG } from '../types'
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
    // Written only by the refund operation (staff refund from the payment search).
    purchaseRefundField({
      label: 'Refund of unused credits',
      description:
        'Staff who may give refunds refund a pack for its unused credits from the payment search: the credits are removed and their share of the price goes back to the card.',
      extra: [{ name: 'credits', label: 'Credits removed', type: 'number', min: 0, admin: { readOnly: true } }],
    }),
    { name: 'clientSecretHash', type: 'text', index: true, hidden: true },
    { name: 'clientKey', type: 'text', index: true, hidden: true },
  ],
  timestamps: true,
}
