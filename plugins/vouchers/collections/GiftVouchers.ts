import type { CollectionConfig } from 'payload'
import { purchaseRefundField } from '@plugins/payments'
import { isAdmin, isStaff, nobody } from '@/access/roles'
import { businessDateField } from '@/fields'
import { GIFT_VOUCHERS_SLUG, VOUCHER_STATUSES } from '../types'

const readOnly = { readOnly: true } as const

/** Gift vouchers bought on /gift-vouchers. Written only by the purchase, payment and erasure operations. */
export const GiftVouchers: CollectionConfig = {
  slug: GIFT_VOUCHERS_SLUG,
  labels: { singular: 'Gift voucher', plural: 'Gift vouchers' },
  admin: {
    useAsTitle: 'code',
    defaultColumns: ['code', 'amountPence', 'recipientName', 'buyerEmail', 'status', 'expiresOn', 'createdAt'],
    group: 'Booking',
    description: 'What is left on a voucher is in the Voucher ledger (issued, spent, refunded, expired).',
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: nobody, update: isStaff, delete: isAdmin },
  fields: [
    // Stored as issued: staff read it out and reprint it; guessing is stopped by its 80 random bits and the attempt limit.
    { name: 'code', type: 'text', unique: true, index: true, access: { update: () => false }, admin: readOnly },
    {
      type: 'row',
      fields: [
        {
          name: 'amountPence',
          label: 'Value (pence)',
          type: 'number',
          required: true,
          min: 0,
          access: { update: () => false },
          admin: readOnly,
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          index: true,
          defaultValue: 'pending',
          options: VOUCHER_STATUSES.map((value) => ({ value, label: value })),
          access: { update: () => false },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'buyerName', type: 'text', required: true, access: { update: () => false } },
        { name: 'buyerEmail', type: 'email', required: true, index: true, access: { update: () => false } },
      ],
    },
    { name: 'recipientName', type: 'text', required: true, access: { update: () => false } },
    { name: 'message', type: 'textarea', access: { update: () => false } },
    {
      ...businessDateField({ name: 'expiresOn', label: 'Expires on (last day it can be used)' }),
      access: { update: () => false },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'issuedAt',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'paymentProvider', type: 'text', admin: { position: 'sidebar', readOnly: true } },
    { name: 'paymentReference', type: 'text', index: true, admin: { position: 'sidebar', readOnly: true } },
    { name: 'staffNote', type: 'textarea', admin: { position: 'sidebar' } },
    { name: 'needsAttention', type: 'checkbox', defaultValue: false, index: true, admin: { position: 'sidebar' } },
    // Written only by the refund operation (staff refund from the payment search).
    purchaseRefundField({
      label: 'Refund to the card',
      description:
        'Staff who may give refunds refund what is left on a voucher from the payment search: it goes back to the buyer’s card and the voucher is left with nothing.',
    }),
    { name: 'clientSecretHash', type: 'text', index: true, hidden: true },
    { name: 'clientKey', type: 'text', index: true, hidden: true },
  ],
  timestamps: true,
}
