import type { GlobalConfig } from 'payload'
import { contentVersions, historyFields, publishedSettingsOrStaff } from '@/lib/cms/contentHistory'
import { isAdmin, isStaff } from '@/access/roles'
import { penceField } from '@/fields'
import { revalidateGlobal } from '@/lib/cache/revalidate'
import { DEFAULT_VOUCHER_AMOUNTS_PENCE, DEFAULT_VOUCHER_EXPIRY_MONTHS } from '../domain/voucherSettings'
import { VOUCHER_SETTINGS_SLUG } from '../types'

/** The gift vouchers on sale on /gift-vouchers. */
export const VoucherSettings: GlobalConfig = {
  slug: VOUCHER_SETTINGS_SLUG,
  label: 'Gift vouchers',
  admin: {
    group: 'Booking',
    description: 'The amounts a gift voucher can be bought for, how long a voucher lasts, and any extra terms.',
  },
  access: { read: publishedSettingsOrStaff, readVersions: isStaff, update: isAdmin },
  versions: contentVersions,
  hooks: { afterChange: [revalidateGlobal(VOUCHER_SETTINGS_SLUG)] },
  fields: [
    ...historyFields,
    {
      name: 'available',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Untick to stop selling vouchers (vouchers already bought can still be used)' },
    },
    {
      name: 'amounts',
      type: 'array',
      minRows: 1,
      maxRows: 8,
      defaultValue: DEFAULT_VOUCHER_AMOUNTS_PENCE.map((amountPence) => ({ amountPence })),
      admin: { description: 'The values a buyer can choose from, in pence (1000 = £10.00)' },
      fields: [penceField({ name: 'amountPence', label: 'Value (pence)', required: true })],
    },
    {
      name: 'expiryMonths',
      type: 'number',
      required: true,
      min: 1,
      max: 60,
      defaultValue: DEFAULT_VOUCHER_EXPIRY_MONTHS,
      admin: {
        step: 1,
        description:
          'How long a voucher lasts from purchase. The terms shown to buyers always state it; a change applies to vouchers bought after it.',
      },
    },
    {
      name: 'extraTerms',
      type: 'textarea',
      admin: { description: 'Optional extra terms printed after the standard ones (which state the expiry)' },
    },
  ],
}
