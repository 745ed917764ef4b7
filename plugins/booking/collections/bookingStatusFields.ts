import type { Field } from 'payload'
import { BOOKING_SOURCE_LABELS, BOOKING_SOURCES, BOOKING_STATUSES } from '../types'

/** A booking's status and source, and the times of its visit, in the sidebar; none is a staff edit. */
export const bookingStatusFields: Field[] = [
  {
    name: 'status',
    type: 'select',
    required: true,
    index: true,
    defaultValue: 'held',
    options: BOOKING_STATUSES.map((value) => ({ value, label: value.replace('_', ' ') })),
    // Status moves only through the booking operations, which keep it moving forward.
    access: { update: () => false },
    admin: { position: 'sidebar' },
  },
  {
    name: 'source',
    type: 'select',
    index: true,
    defaultValue: 'online',
    options: BOOKING_SOURCES.map((value) => ({ value, label: BOOKING_SOURCE_LABELS[value] })),
    access: { update: () => false },
    admin: { position: 'sidebar', readOnly: true },
  },
  // Visit fields move only through the check-in operations (overrideAccess), never a staff edit.
  {
    name: 'checkedInAt',
    type: 'date',
    access: { update: () => false },
    admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
  },
  {
    name: 'checkedOutAt',
    type: 'date',
    access: { update: () => false },
    admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
  },
  // When the play time of a checked-in visit ends: check-in plus the session length on a flexible day, the slot's end on an event day.
  {
    name: 'playEndsAt',
    type: 'date',
    access: { update: () => false },
    admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
  },
  {
    name: 'noShowAt',
    label: 'Marked no-show at',
    type: 'date',
    access: { update: () => false },
    admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
  },
]
