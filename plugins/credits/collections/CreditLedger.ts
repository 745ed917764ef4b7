import type { CollectionConfig } from 'payload'
import { isStaff, nobody } from '@/access/roles'
import { CREDIT_ENTRY_REASONS, CREDIT_LEDGER_SLUG, CREDIT_PURCHASES_SLUG } from '../types'

/**
 * Every credit granted, used and returned, as append-only rows: an address's balance is the sum
 * of its rows, and the operations that write them keep it from going below zero.
 */
export const CreditLedger: CollectionConfig = {
  slug: CREDIT_LEDGER_SLUG,
  labels: { singular: 'Credit ledger entry', plural: 'Credit ledger' },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'delta', 'reason', 'booking', 'purchase', 'createdAt'], group: 'Booking' },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'delta', type: 'number', required: true, admin: { description: 'Credits added (+) or taken (-)' } },
    {
      name: 'reason',
      type: 'select',
      required: true,
      options: CREDIT_ENTRY_REASONS.map((value) => ({ value, label: value.replace('_', ' ') })),
    },
    { name: 'purchase', type: 'relationship', relationTo: CREDIT_PURCHASES_SLUG, index: true },
    { name: 'booking', type: 'relationship', relationTo: 'bookings', index: true },
    { name: 'note', type: 'text' },
  ],
  timestamps: true,
}
