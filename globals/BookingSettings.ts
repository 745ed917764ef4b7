import type { GlobalConfig } from 'payload'
import { contentVersions, historyFields, publishedSettingsOrStaff } from '@/lib/cms/contentHistory'
import { isAdmin, isStaff } from '@/access/roles'
import { timeOfDayField } from '@/fields'
import { revalidateGlobal } from '@/lib/cache/revalidate'
import { bookingSettingsDefaults as defaults } from './bookingSettingsDefaults'

export const BookingSettings: GlobalConfig = {
  slug: 'booking-settings',
  label: 'Booking settings',
  admin: { group: 'Booking', description: 'The normal day. Special days override hours and slots for their date.' },
  access: { read: publishedSettingsOrStaff, readVersions: isStaff, update: isAdmin },
  versions: contentVersions,
  hooks: { afterChange: [revalidateGlobal('booking-settings')] },
  fields: [
    ...historyFields,
    {
      name: 'slots',
      type: 'array',
      label: 'Slot start times',
      minRows: 1,
      required: true,
      defaultValue: defaults.slots.map((slot) => ({ ...slot })),
      validate: (rows: unknown) => {
        const starts = (Array.isArray(rows) ? rows : []).map((row: { start?: string }) => row.start)
        return new Set(starts).size === starts.length ? true : 'Two slots start at the same time'
      },
      fields: [timeOfDayField({ name: 'start', required: true })],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'sessionLengthMinutes',
          type: 'number',
          required: true,
          min: 15,
          defaultValue: defaults.sessionLengthMinutes,
          admin: { description: 'Minutes of play' },
        },
        {
          name: 'capacityPerSlot',
          type: 'number',
          required: true,
          min: 0,
          defaultValue: defaults.capacityPerSlot,
          admin: { description: 'Children per slot' },
        },
        {
          name: 'lowAvailabilityThreshold',
          type: 'number',
          required: true,
          min: 0,
          defaultValue: defaults.lowAvailabilityThreshold,
          admin: { description: 'Places left at or below which the low-availability badge shows' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'bookingWindowMonths',
          type: 'number',
          required: true,
          min: 0,
          defaultValue: defaults.bookingWindowMonths,
          admin: { description: 'How far ahead families can book' },
        },
        {
          name: 'holdMinutes',
          type: 'number',
          required: true,
          min: 1,
          defaultValue: defaults.holdMinutes,
          admin: { description: 'How long unpaid places are held' },
        },
        {
          name: 'arriveEarlyMinutes',
          type: 'number',
          required: true,
          min: 0,
          defaultValue: defaults.arriveEarlyMinutes,
          admin: { description: 'Asked of families for check-in and the safety briefing' },
        },
        {
          name: 'cardLinkHoldHours',
          label: 'Pay-by-link hold (hours)',
          type: 'number',
          required: true,
          min: 1,
          max: 168,
          defaultValue: defaults.cardLinkHoldHours,
          admin: { description: 'How long places booked by staff with an e-mailed payment link stay held (never past the session start)' },
        },
      ],
    },
    {
      name: 'arrivalWindow',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { ...timeOfDayField({ name: 'from', required: true }), defaultValue: defaults.arrivalWindow.from },
            { ...timeOfDayField({ name: 'until', required: true }), defaultValue: defaults.arrivalWindow.until },
          ],
        },
        {
          name: 'text',
          type: 'textarea',
          required: true,
          defaultValue: defaults.arrivalWindow.text,
          admin: { description: 'The flexible-arrival banner on the booking page' },
        },
      ],
    },
    {
      name: 'bankDebitMinDaysAhead',
      label: 'Bank debit from (days ahead)',
      type: 'number',
      required: true,
      min: 0,
      defaultValue: defaults.bankDebitMinDaysAhead,
      admin: {
        step: 1,
        description:
          'Bank payments take 1-3 business days to clear, so they are offered only for visits at least this many days away; sooner visits pay by card or wallet.',
      },
    },
    {
      name: 'cancellation',
      type: 'group',
      admin: { description: 'Self-service cancellation from the link in the confirmation e-mail. Staff can always cancel and refund.' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'rule',
              type: 'select',
              required: true,
              defaultValue: defaults.cancellation.rule,
              options: [
                { value: 'hours_before_slot', label: 'Free until a number of hours before the session' },
                { value: 'before_visit_day', label: 'Free until the day of the visit (same-day not refunded)' },
              ],
            },
            {
              name: 'hoursBefore',
              type: 'number',
              required: true,
              min: 0,
              defaultValue: defaults.cancellation.hoursBefore,
              admin: { description: 'Used by the hours rule', step: 1 },
            },
          ],
        },
        {
          name: 'policyText',
          type: 'textarea',
          required: true,
          defaultValue: defaults.cancellation.policyText,
          admin: { description: 'Shown on the manage-booking page and in the e-mails' },
        },
      ],
    },
    {
      name: 'privacy',
      type: 'group',
      label: 'Keeping personal data',
      admin: {
        description:
          'How long personal details are kept (UK GDPR). A nightly job removes them once they are older than this; the money records stay.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'numberPlateDays',
              label: 'Number plate (days)',
              type: 'number',
              required: true,
              min: 1,
              max: 3650,
              defaultValue: defaults.privacy.numberPlateDays,
              admin: { step: 1, description: 'Days after a visit until its number plate is removed' },
            },
            {
              name: 'inquiryMonths',
              label: 'Inquiries (months)',
              type: 'number',
              required: true,
              min: 1,
              max: 120,
              defaultValue: defaults.privacy.inquiryMonths,
              admin: { step: 1, description: 'Months after a contact or party inquiry arrived until it is erased' },
            },
            {
              name: 'waitingListDays',
              label: 'Waiting list (days)',
              type: 'number',
              required: true,
              min: 1,
              max: 3650,
              defaultValue: defaults.privacy.waitingListDays,
              admin: { step: 1, description: 'Days after a session until its waiting list (names, e-mails) is deleted' },
            },
          ],
        },
      ],
    },
  ],
}
