import type { CollectionAfterChangeHook, CollectionConfig } from 'payload'
import { releasePrivateHire } from '@plugins/booking'
import { isAdmin, isStaff, nobody } from '@/access/roles'
import { businessDateField } from '@/fields'
import { INQUIRIES_SLUG, PARTIES_SLUG } from '../types'

/** A cancelled private hire gives its open-play hours back: its blocks go (each unblock audited), in the same transaction. */
const releaseBlocksOnCancel: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.status !== 'cancelled' || previousDoc?.status === 'cancelled') return doc
  await releasePrivateHire(req, doc.id)
  return doc
}

/**
 * Parties staff have confirmed from a party inquiry (the party room: one party per party slot).
 * Created only by the confirm-party call, which checks the slot under a per-day lock; a private
 * hire also holds open-play blocks (session restrictions pointing here).
 */
export const Parties: CollectionConfig = {
  slug: PARTIES_SLUG,
  labels: { singular: 'Party', plural: 'Parties' },
  admin: { useAsTitle: 'childName', defaultColumns: ['date', 'timeSlot', 'childName', 'packageName', 'status'], group: 'Parties' },
  defaultSort: 'date',
  access: { read: isStaff, create: nobody, update: isAdmin, delete: nobody },
  hooks: { afterChange: [releaseBlocksOnCancel] },
  fields: [
    {
      name: 'inquiry',
      type: 'relationship',
      relationTo: INQUIRIES_SLUG,
      index: true,
      admin: { readOnly: true, description: 'Kept, without the link, if the inquiry is deleted' },
    },
    {
      type: 'row',
      fields: [
        businessDateField({ name: 'date', required: true }),
        { name: 'timeSlot', type: 'text', required: true, admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'start', type: 'text', required: true, admin: { readOnly: true } },
        { name: 'end', type: 'text', required: true, admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'childName', type: 'text' },
        { name: 'numberOfChildren', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'packageKey', type: 'text', required: true, admin: { readOnly: true } },
        { name: 'packageName', type: 'text', required: true, admin: { readOnly: true } },
      ],
    },
    {
      name: 'exclusiveUse',
      type: 'checkbox',
      defaultValue: false,
      admin: { readOnly: true, description: 'Private hire: open play is blocked for its hours' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'confirmed',
      index: true,
      options: [
        { value: 'confirmed', label: 'Confirmed' },
        { value: 'cancelled', label: 'Cancelled' },
      ],
      admin: { description: 'Cancelling frees the party slot, and the open-play hours a private hire blocked' },
    },
    { name: 'confirmedBy', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
  ],
  timestamps: true,
}
