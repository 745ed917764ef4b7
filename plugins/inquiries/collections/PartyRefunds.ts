import type { CollectionConfig } from 'payload'
import { isAdmin, isStaff, nobody } from '@/access/roles'
import { PARTIES_SLUG, PARTY_PAYMENTS_SLUG, PARTY_REFUNDS_SLUG } from '../types'

export const PARTY_REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const
export type PartyRefundStatus = (typeof PARTY_REFUND_STATUSES)[number]

const readOnly = { readOnly: true } as const
const locked = { update: () => false }

/**
 * The refunds ledger of parties: each sum given back from one party payment, claimed once (its key
 * is unique) in the transaction that decided it (a cancellation, a payment that was not due) and
 * paid out after the commit by the refund job: to the card for an online payment; a desk payment's
 * refund is handed back at the desk, and is flagged for staff.
 */
export const PartyRefunds: CollectionConfig = {
  slug: PARTY_REFUNDS_SLUG,
  labels: { singular: 'Party refund', plural: 'Party refunds' },
  admin: { useAsTitle: 'reason', defaultColumns: ['party', 'amountPence', 'status', 'reason', 'refundedAt'], group: 'Parties' },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: nobody, update: isAdmin, delete: nobody },
  fields: [
    { name: 'party', type: 'relationship', relationTo: PARTIES_SLUG, required: true, index: true, access: locked, admin: readOnly },
    {
      name: 'payment',
      type: 'relationship',
      relationTo: PARTY_PAYMENTS_SLUG,
      required: true,
      index: true,
      access: locked,
      admin: readOnly,
    },
    {
      type: 'row',
      fields: [
        { name: 'amountPence', label: 'Amount (pence)', type: 'number', required: true, min: 1, access: locked, admin: readOnly },
        {
          name: 'status',
          type: 'select',
          required: true,
          index: true,
          defaultValue: 'pending',
          options: [...PARTY_REFUND_STATUSES],
          access: locked,
          admin: readOnly,
        },
        {
          name: 'toCard',
          type: 'checkbox',
          defaultValue: true,
          access: locked,
          admin: { ...readOnly, description: 'Else handed back at the desk' },
        },
      ],
    },
    { name: 'reason', type: 'text', required: true, access: locked, admin: readOnly },
    { name: 'idempotencyKey', type: 'text', required: true, unique: true, access: locked, admin: readOnly },
    { name: 'requestedBy', type: 'relationship', relationTo: 'users', access: locked, admin: readOnly },
    { name: 'refundedAt', type: 'date', index: true, access: locked, admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'providerRefundId', type: 'text', access: locked, admin: readOnly },
    { name: 'failure', type: 'text', access: locked, admin: readOnly },
    { name: 'needsAttention', type: 'checkbox', defaultValue: false, index: true, admin: { position: 'sidebar' } },
  ],
  timestamps: true,
}
