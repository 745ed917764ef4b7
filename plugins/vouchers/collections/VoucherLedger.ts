import type { CollectionConfig } from 'payload'
import { isStaff, nobody } from '@/access/roles'
import { GIFT_VOUCHERS_SLUG, VOUCHER_ENTRY_REASONS, VOUCHER_LEDGER_SLUG } from '../types'

/**
 * Every penny issued on, spent from, refunded to and expired off a voucher, as append-only rows in
 * signed pence: a voucher's balance is the sum of its rows, written only under its row lock.
 */
export const VoucherLedger: CollectionConfig = {
  slug: VOUCHER_LEDGER_SLUG,
  labels: { singular: 'Voucher ledger entry', plural: 'Voucher ledger' },
  admin: { defaultColumns: ['voucher', 'deltaPence', 'reason', 'booking', 'createdAt'], group: 'Booking' },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'voucher', type: 'relationship', relationTo: GIFT_VOUCHERS_SLUG, required: true, index: true },
    { name: 'deltaPence', type: 'number', required: true, admin: { description: 'Pence added (+) or taken (-)' } },
    {
      name: 'reason',
      type: 'select',
      required: true,
      index: true,
      options: VOUCHER_ENTRY_REASONS.map((value) => ({ value, label: value })),
    },
    { name: 'booking', type: 'relationship', relationTo: 'bookings', index: true },
    { name: 'note', type: 'text' },
  ],
  timestamps: true,
}
