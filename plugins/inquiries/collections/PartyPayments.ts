import type { CollectionConfig } from 'payload'
import { isAdmin, isStaff, nobody } from '@/access/roles'
import { PARTY_PAYMENT_STAGES } from '../domain/partyPageApi'
import { PARTIES_SLUG, PARTY_PAYMENTS_SLUG } from '../types'

export const PARTY_PAYMENT_STATUSES = ['pending', 'processing', 'paid', 'failed', 'cancelled', 'superseded'] as const
export type PartyPaymentStatus = (typeof PARTY_PAYMENT_STATUSES)[number]
export const PARTY_PAYMENT_METHODS = ['online', 'cash', 'card'] as const

const readOnly = { readOnly: true } as const
const locked = { update: () => false }

/**
 * Each payment towards a party: its deposit or its balance, online (a row per payment intent, the
 * payments plugin's purchase pipeline) or taken at the desk. Written only by the party operations,
 * under the party's lock. What goes back is in Party refunds.
 */
export const PartyPayments: CollectionConfig = {
  slug: PARTY_PAYMENTS_SLUG,
  labels: { singular: 'Party payment', plural: 'Party payments' },
  admin: {
    useAsTitle: 'stage',
    defaultColumns: ['party', 'stage', 'method', 'amountPence', 'status', 'paidAt'],
    group: 'Parties',
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: nobody, update: isAdmin, delete: nobody },
  fields: [
    { name: 'party', type: 'relationship', relationTo: PARTIES_SLUG, required: true, index: true, access: locked, admin: readOnly },
    {
      type: 'row',
      fields: [
        { name: 'stage', type: 'select', required: true, options: [...PARTY_PAYMENT_STAGES], access: locked, admin: readOnly },
        { name: 'method', type: 'select', required: true, options: [...PARTY_PAYMENT_METHODS], access: locked, admin: readOnly },
        { name: 'amountPence', label: 'Amount (pence)', type: 'number', required: true, min: 0, access: locked, admin: readOnly },
        {
          name: 'status',
          type: 'select',
          required: true,
          index: true,
          defaultValue: 'pending',
          options: [...PARTY_PAYMENT_STATUSES],
          access: locked,
          admin: readOnly,
        },
      ],
    },
    { name: 'paidAt', type: 'date', index: true, access: locked, admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
    {
      type: 'row',
      fields: [
        { name: 'payerName', type: 'text', access: locked, admin: readOnly },
        { name: 'payerEmail', type: 'email', index: true, access: locked, admin: readOnly },
      ],
    },
    { name: 'recordedBy', type: 'relationship', relationTo: 'users', access: locked, admin: readOnly },
    { name: 'paymentProvider', type: 'text', access: locked, admin: { position: 'sidebar', readOnly: true } },
    { name: 'paymentReference', type: 'text', index: true, access: locked, admin: { position: 'sidebar', readOnly: true } },
    { name: 'staffNote', type: 'textarea', admin: { position: 'sidebar' } },
    { name: 'needsAttention', type: 'checkbox', defaultValue: false, index: true, admin: { position: 'sidebar' } },
    { name: 'clientSecretHash', type: 'text', index: true, hidden: true },
  ],
  timestamps: true,
}
