import type { CollectionAfterChangeHook, CollectionConfig } from 'payload'
import { releasePrivateHire } from '@plugins/booking'
import { isAdmin, isStaff, nobody } from '@/access/roles'
import { businessDateField } from '@/fields'
import { PARTY_STATUSES, DEPOSIT_SETTLEMENTS } from '../domain/partyPageApi'
import { INQUIRIES_SLUG, PARTIES_SLUG } from '../types'

const RELEASED = new Set(['cancelled', 'lapsed'])

/** A cancelled or lapsed private hire gives its open-play hours back: its blocks go (each unblock audited), in the same transaction. */
const releaseBlocksOnCancel: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !RELEASED.has(doc.status) || RELEASED.has(previousDoc?.status)) return doc
  await releasePrivateHire(req, doc.id)
  return doc
}

const readOnly = { readOnly: true } as const
// The money is the party operations' alone: an admin's edit of the party cannot change it.
const locked = { update: () => false }
const pence = (name: string, label: string) => ({
  name,
  label,
  type: 'number' as const,
  defaultValue: 0,
  min: 0,
  access: locked,
  admin: readOnly,
})

/**
 * Parties staff have confirmed from a party inquiry (the party room: one party per party slot).
 * Created only by the confirm-party call, which checks the slot under a per-day lock; a private
 * hire also holds open-play blocks (session restrictions pointing here). Provisional until its
 * deposit is paid (or taken at the desk, or waived); its money is written only under its lock
 * by the party operations, and each payment is a row of Party payments.
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
        { name: 'childAge', type: 'text' },
        { name: 'numberOfChildren', type: 'text', admin: { description: 'As the inquiry gave it' } },
        { name: 'children', type: 'number', min: 0, admin: { ...readOnly, description: 'What the price is for' } },
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
      defaultValue: 'provisional',
      index: true,
      options: PARTY_STATUSES.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) })),
      admin: {
        description:
          'Provisional until the deposit is paid; lapsed or cancelled frees the slot, and the open-play hours a private hire blocked',
      },
    },
    { name: 'confirmedBy', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'pricing', type: 'select', options: ['perChild', 'flat'], defaultValue: 'perChild', access: locked, admin: readOnly },
        pence('unitPricePence', 'Price (per child or flat, pence)'),
        pence('discountPence', 'Reward discount (pence)'),
        pence('totalPence', 'Total (pence)'),
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'discountCode', type: 'text', access: locked, admin: { ...readOnly, description: 'The loyalty reward code applied' } },
        { name: 'discountPercent', type: 'number', access: locked, admin: readOnly },
      ],
    },
    {
      type: 'row',
      fields: [pence('depositPence', 'Deposit (pence)'), pence('paidPence', 'Paid (pence)'), pence('refundedPence', 'Refunded (pence)')],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'depositDueBy',
          type: 'date',
          index: true,
          access: locked,
          admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
        },
        { name: 'depositSettledAs', type: 'select', options: [...DEPOSIT_SETTLEMENTS], access: locked, admin: readOnly },
        { name: 'depositWaivedReason', type: 'text', access: locked, admin: readOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'foodChoices', type: 'textarea', maxLength: 1000 },
        { name: 'dietaryNotes', type: 'textarea', maxLength: 1000 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'balancePaidAt', type: 'date', access: locked, admin: readOnly },
        { name: 'lapsedAt', type: 'date', admin: readOnly },
        { name: 'cancelledAt', type: 'date', admin: readOnly },
        { name: 'cancelledBy', type: 'select', options: ['family', 'staff'], admin: readOnly },
      ],
    },
    { name: 'cancellationReason', type: 'text', admin: readOnly },
    {
      type: 'row',
      fields: [
        { name: 'reminderWeekSentAt', label: 'Week reminder sent', type: 'date', access: locked, admin: readOnly },
        { name: 'reminderDaySentAt', label: 'Day-before reminder sent', type: 'date', access: locked, admin: readOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'checkedInAt',
          label: 'Checked in at the door',
          type: 'date',
          access: locked,
          admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
        },
        { name: 'checkedInChildren', type: 'number', min: 0, access: locked, admin: readOnly },
        { name: 'checkedInAdults', type: 'number', min: 0, access: locked, admin: readOnly },
      ],
    },
  ],
  timestamps: true,
}
