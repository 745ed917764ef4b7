import type { CollectionConfig } from 'payload'
import { isStaff, nobody } from '@/access/roles'
import { ACTOR_KINDS, CHECKIN_ADMIN_GROUP, VISIT_ACTIONS, VISIT_EVENTS_SLUG } from '../types'

const label = (value: string) => value.replace(/_/g, ' ')

/**
 * The visit record: every check-in, check-out and staff undo, append-only. Written only by the
 * check-in operations (overrideAccess, in the transaction of the change); staff read it. The
 * database refuses UPDATE and DELETE too, except a personal data erasure's removal of the plate and
 * reason (migration 20261127_094754_personal_data_erasure, ADR 0021).
 */
export const VisitEvents: CollectionConfig = {
  slug: VISIT_EVENTS_SLUG,
  labels: { singular: 'Visit event', plural: 'Visit events' },
  admin: {
    useAsTitle: 'action',
    defaultColumns: ['at', 'bookingReference', 'action', 'automatic', 'actorLabel', 'numberPlate'],
    group: CHECKIN_ADMIN_GROUP,
  },
  defaultSort: '-at',
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    // Not required: an admin may delete a booking, and its visit record stays (with the reference below).
    { name: 'booking', type: 'relationship', relationTo: 'bookings', index: true },
    { name: 'bookingReference', type: 'text', required: true, index: true },
    {
      name: 'action',
      type: 'select',
      required: true,
      index: true,
      options: VISIT_ACTIONS.map((value) => ({ value, label: label(value) })),
    },
    {
      name: 'automatic',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Checked out by the system after the session and its grace period' },
    },
    {
      name: 'at',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'The server’s clock' },
    },
    {
      type: 'row',
      fields: [
        { name: 'actorKind', type: 'select', required: true, options: ACTOR_KINDS.map((value) => ({ value, label: value })) },
        { name: 'actorId', type: 'number' },
        { name: 'actorLabel', type: 'text', required: true },
      ],
    },
    // Indexed: a synced item looks up the visit its key made online (ADR 0030).
    { name: 'idempotencyKey', type: 'text', index: true },
    {
      type: 'row',
      fields: [
        { name: 'waiverVersion', type: 'number', admin: { description: 'The terms version the family accepted' } },
        { name: 'numberPlate', type: 'text' },
        { name: 'parkingAgreed', type: 'checkbox' },
      ],
    },
    { name: 'reason', type: 'textarea', admin: { description: 'Why staff undid a check-in or check-out' } },
  ],
  timestamps: true,
}
