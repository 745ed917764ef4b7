import type { CollectionConfig } from 'payload'
import { isStaff, nobody } from '@/access/roles'
import { SYNC_OUTCOMES } from '../domain/offlineSync'
import { CHECKIN_ADMIN_GROUP, KIOSK_SYNC_ITEMS_SLUG, SYNC_ITEM_KINDS } from '../types'

const label = (value: string) => value.replace(/_/g, ' ')

/**
 * What became of each thing a door tablet recorded offline and sent later (ADR 0030): one row per
 * idempotency key, written by the sync operation in the transaction of the item, so a resent item
 * answers its first outcome and writes nothing. Staff read them; those flagged are on the
 * Overview's Needs attention list until a member of staff marks them resolved.
 */
export const KioskSyncItems: CollectionConfig = {
  slug: KIOSK_SYNC_ITEMS_SLUG,
  labels: { singular: 'Offline check-in', plural: 'Offline check-ins' },
  admin: {
    useAsTitle: 'customerName',
    defaultColumns: ['happenedAt', 'kind', 'customerName', 'outcome', 'code', 'needsAttention'],
    group: CHECKIN_ADMIN_GROUP,
  },
  defaultSort: '-happenedAt',
  access: { read: isStaff, create: nobody, update: isStaff, delete: nobody },
  fields: [
    { name: 'idempotencyKey', type: 'text', required: true, unique: true, index: true, access: { update: () => false } },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: SYNC_ITEM_KINDS.map((value) => ({ value, label: label(value) })),
      access: { update: () => false },
    },
    {
      name: 'outcome',
      type: 'select',
      required: true,
      index: true,
      options: SYNC_OUTCOMES.map((value) => ({ value, label: label(value) })),
      access: { update: () => false },
    },
    { name: 'code', type: 'text', access: { update: () => false } },
    { name: 'message', type: 'textarea', access: { update: () => false } },
    {
      name: 'happenedAt',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'The tablet’s clock when it happened' },
      access: { update: () => false },
    },
    // Not required: a noted family has no booking, and an admin may delete one.
    { name: 'booking', type: 'relationship', relationTo: 'bookings', index: true, access: { update: () => false } },
    { name: 'customerName', type: 'text', access: { update: () => false } },
    {
      type: 'row',
      fields: [
        { name: 'children', type: 'number', access: { update: () => false } },
        { name: 'adults', type: 'number', access: { update: () => false } },
      ],
    },
    { name: 'deviceLabel', type: 'text', required: true, access: { update: () => false } },
    {
      name: 'needsAttention',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { description: 'On the Overview until a member of staff has checked it; untick once done' },
    },
  ],
  timestamps: true,
}
