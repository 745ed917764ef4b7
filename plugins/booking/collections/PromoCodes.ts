import type { CollectionConfig, Endpoint } from 'payload'
import { isAdmin, isStaff } from '@/access/roles'
import { businessDateField } from '@/fields'
import { validatePence } from '@/fields/validators'
import { normalisePromoCode, PROMO_CODE_MAX_LENGTH, PROMO_CODE_PATTERN } from '../domain/promoCode'
import { countPromoUses } from '../operations/promoCodes'
import { PROMO_CODES_SLUG } from '../types'

const optionalPence = (value: unknown) => (value === null || value === undefined ? true : validatePence(value))
const optionalWhole = (value: unknown) =>
  value === null || value === undefined || (Number.isInteger(value) && (value as number) >= 0) ? true : 'A whole number, 0 or more'

/**
 * Promo codes the manager sets in the CMS. Staff may read them; only admins change them; the
 * public never lists them (the booking page checks one code at a time through /api/promo-codes/check).
 * Uses are counted from the bookings that hold the code, so nothing but the booking plugin writes them.
 */
export const promoCodesCollection = (endpoints: Endpoint[]): CollectionConfig => ({
  slug: PROMO_CODES_SLUG,
  labels: { singular: 'Promo code', plural: 'Promo codes' },
  admin: {
    useAsTitle: 'code',
    defaultColumns: ['code', 'kind', 'percent', 'amountPence', 'validFrom', 'validUntil', 'maxUses', 'usesCount', 'active'],
    group: 'Booking',
    description: 'Discount codes families type on the booking page. Uses are counted from paid and held bookings.',
  },
  access: { read: isStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  endpoints,
  fields: [
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: PROMO_CODE_MAX_LENGTH,
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? normalisePromoCode(value) : value)] },
      validate: (value: unknown) =>
        typeof value === 'string' && PROMO_CODE_PATTERN.test(value) ? true : 'Letters, digits and dashes, e.g. SUMMER-10',
      admin: { description: 'Stored in capitals; families may type it in any case' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'percent',
          options: [
            { label: 'Percentage off', value: 'percent' },
            { label: 'Fixed amount off', value: 'fixed' },
          ],
        },
        {
          name: 'percent',
          type: 'number',
          min: 1,
          max: 100,
          admin: { step: 1, condition: (data) => data?.kind === 'percent', description: '1 to 100' },
          validate: (value: unknown, { siblingData }: { siblingData: Partial<{ kind: string }> }) =>
            siblingData.kind !== 'percent' || (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 100)
              ? true
              : 'A whole percentage from 1 to 100',
        },
        {
          name: 'amountPence',
          label: 'Amount off (pence)',
          type: 'number',
          min: 1,
          admin: { step: 1, condition: (data) => data?.kind === 'fixed', description: 'In pence: 500 is £5.00' },
          validate: (value: unknown, { siblingData }: { siblingData: Partial<{ kind: string }> }) =>
            siblingData.kind !== 'fixed' || (Number.isInteger(value) && (value as number) >= 1)
              ? true
              : 'A whole number of pence, 1 or more',
        },
      ],
    },
    {
      name: 'ticketTypes',
      type: 'relationship',
      relationTo: 'ticket-types',
      hasMany: true,
      admin: { description: 'The tickets the discount applies to; leave empty for every ticket type' },
    },
    {
      type: 'row',
      fields: [
        businessDateField({ name: 'validFrom', label: 'Valid from', description: 'First day it can be used (UK date), inclusive' }),
        businessDateField({ name: 'validUntil', label: 'Valid until', description: 'Last day it can be used (UK date), inclusive' }),
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'maxUses',
          type: 'number',
          min: 0,
          validate: optionalWhole,
          admin: { step: 1, description: 'Bookings in all; empty for no limit' },
        },
        {
          name: 'maxUsesPerEmail',
          label: 'Max uses per e-mail',
          type: 'number',
          min: 0,
          validate: optionalWhole,
          admin: { step: 1, description: 'Bookings per e-mail address; empty for no limit' },
        },
        {
          name: 'minSpendPence',
          label: 'Minimum spend (pence)',
          type: 'number',
          min: 0,
          validate: optionalPence,
          admin: { step: 1, description: 'The booking\u2019s ticket total before discounts; empty for none' },
        },
      ],
    },
    {
      name: 'usesCount',
      label: 'Uses',
      type: 'number',
      virtual: true,
      admin: { readOnly: true, position: 'sidebar', description: 'Paid bookings and live holds using the code' },
      hooks: {
        afterRead: [async ({ data, req }) => (typeof data?.code === 'string' ? (await countPromoUses(req, data.code, null)).overall : 0)],
      },
    },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      admin: { position: 'sidebar', description: 'Untick to stop the code working' },
    },
    { name: 'notes', type: 'textarea', admin: { description: 'For staff only, e.g. which campaign it belongs to' } },
  ],
})
