import type { GlobalConfig } from 'payload'
import { contentVersions, historyFields, publishedSettingsOrStaff } from '@/lib/cms/contentHistory'
import { isAdmin, isStaff } from '@/access/roles'
import { penceField } from '@/fields'
import { DEFAULT_PARTY_SETTINGS as D } from '../domain/partySettings'
import { PARTY_SETTINGS_SLUG } from '../types'

const days = (name: string, label: string, defaultValue: number, description: string, min = 0) => ({
  name,
  label,
  type: 'number' as const,
  required: true,
  min,
  max: 90,
  defaultValue,
  admin: { step: 1, description },
})

/** Deposits, how long a deposit link holds the slot, and the terms of changes and cancellations (issue 39). */
export const PartySettings: GlobalConfig = {
  slug: PARTY_SETTINGS_SLUG,
  label: 'Party settings',
  admin: {
    group: 'Parties',
    description: 'The deposit per package, how long a deposit link holds the slot, and when families may change or cancel their party.',
  },
  access: { read: publishedSettingsOrStaff, readVersions: isStaff, update: isAdmin },
  versions: contentVersions,
  fields: [
    ...historyFields,
    {
      name: 'packageTerms',
      label: 'Deposit and numbers per package',
      type: 'array',
      defaultValue: D.packageTerms,
      admin: { description: 'A package not listed takes the default deposit, and from 1 child to the room’s capacity' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'packageKey',
              label: 'Package key',
              type: 'text',
              required: true,
              admin: { description: 'As in Party packages, e.g. silver' },
            },
            penceField({ name: 'depositPence', label: 'Deposit (pence)', required: true }),
            { name: 'minChildren', label: 'Fewest children', type: 'number', required: true, min: 1, max: 500, admin: { step: 1 } },
            { name: 'maxChildren', label: 'Most children', type: 'number', required: true, min: 1, max: 500, admin: { step: 1 } },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          ...penceField({ name: 'defaultDepositPence', label: 'Default deposit (pence)', required: true }),
          defaultValue: D.defaultDepositPence,
        },
        {
          name: 'roomCapacity',
          label: 'Party room capacity (children)',
          type: 'number',
          required: true,
          min: 1,
          max: 500,
          defaultValue: D.roomCapacity,
          admin: { step: 1, description: 'A private hire uses the whole centre and is not held to it' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        days('depositHoldDays', 'Deposit link holds the slot (days)', D.depositHoldDays, 'Never past the party itself', 1),
        days('changesCloseDaysBefore', 'Changes online until (days before)', D.changesCloseDaysBefore, 'Children, food and dietary notes'),
        days(
          'depositRefundableDaysBefore',
          'Deposit refundable until (days before)',
          D.depositRefundableDaysBefore,
          'When the family cancels',
        ),
      ],
    },
    {
      name: 'cancellationTerms',
      type: 'textarea',
      required: true,
      maxLength: 2000,
      defaultValue: D.cancellationTerms,
      admin: { description: '{refundableDays} and {changeDays} are replaced by the numbers above' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'whatToBring',
          label: 'What to bring (day-before reminder)',
          type: 'textarea',
          maxLength: 1000,
          defaultValue: D.whatToBring,
        },
        days('arriveMinutesBefore', 'Arrive before the start (minutes)', D.arriveMinutesBefore, 'In the day-before reminder'),
      ],
    },
  ],
}
