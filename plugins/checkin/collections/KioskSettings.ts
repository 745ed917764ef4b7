import type { GlobalBeforeChangeHook, GlobalConfig } from 'payload'
import { isAdmin, isStaff } from '@/access/roles'
import { penceField } from '@/fields'
import { nextWaiver, type WaiverState } from '../domain/waiver'
import { CHECKIN_ADMIN_GROUP, KIOSK_SETTINGS_SLUG } from '../types'

const publishWaiverVersion: GlobalBeforeChangeHook = ({ data, originalDoc }) => {
  const { waiverVersion, waiverHistory } = nextWaiver(originalDoc as WaiverState | undefined, data as WaiverState, new Date())
  return { ...data, waiverVersion, waiverHistory }
}

const minutes = (name: string, label: string, description: string, max: number) => ({
  name,
  label,
  type: 'number' as const,
  required: true,
  min: 0,
  max,
  admin: { step: 1, description },
})

/**
 * What the door tablet shows and the check-in rules it follows. Kiosks read it through
 * GET /api/check-in/kiosk-settings; here only staff read it and admins change it.
 */
export const KioskSettings: GlobalConfig = {
  slug: KIOSK_SETTINGS_SLUG,
  label: 'Kiosk settings',
  admin: { group: CHECKIN_ADMIN_GROUP },
  access: { read: isStaff, update: isAdmin },
  hooks: { beforeChange: [publishWaiverVersion] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Check-in rules',
          fields: [
            {
              type: 'row',
              fields: [
                minutes(
                  'checkInOpensMinutesBefore',
                  'Check-in opens (minutes before the session)',
                  'Families may check in from this long before their session starts until it ends',
                  240,
                ),
                minutes(
                  'autoCheckOutGraceMinutes',
                  'Automatic check-out (minutes after the session)',
                  'Visits still open this long after their session ends are checked out automatically',
                  720,
                ),
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'idleResetSeconds',
                  type: 'number',
                  required: true,
                  min: 10,
                  max: 600,
                  admin: { step: 1, description: 'Untouched this long, the tablet clears the screen and starts again' },
                },
                {
                  name: 'successResetSeconds',
                  type: 'number',
                  required: true,
                  min: 1,
                  max: 60,
                  admin: { step: 1, description: 'After a check-in, the search clears after this long' },
                },
              ],
            },
          ],
        },
        {
          label: 'Terms and waiver',
          description:
            'Changing either wording publishes a new version; families accept the current one at check-in, and each check-in records the version accepted.',
          fields: [
            { name: 'terms', label: 'Terms and conditions', type: 'textarea', required: true },
            { name: 'liability', label: 'Liability disclaimer', type: 'textarea', required: true },
            {
              name: 'waiverVersion',
              type: 'number',
              defaultValue: 0,
              admin: { readOnly: true, description: 'Set when the wording changes' },
            },
            {
              name: 'waiverHistory',
              type: 'array',
              admin: { readOnly: true, initCollapsed: true, description: 'Every published wording, with its version' },
              fields: [
                { name: 'version', type: 'number', required: true },
                { name: 'terms', type: 'textarea', required: true },
                { name: 'liability', type: 'textarea', required: true },
                { name: 'publishedAt', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
              ],
            },
          ],
        },
        {
          label: 'Parking',
          fields: [
            {
              name: 'parkingText',
              label: 'Parking confirmation',
              type: 'textarea',
              required: true,
              admin: { description: 'What the family ticks to confirm before checking in' },
            },
            {
              type: 'row',
              fields: [
                { name: 'parkingFreeHours', label: 'Free hours', type: 'number', required: true, min: 0, admin: { step: 1 } },
                penceField({ name: 'parkingFeePence', label: 'Fee after that (pence)', required: true }),
                { name: 'parkingFeeHours', label: 'Fee per (hours)', type: 'number', required: true, min: 1, admin: { step: 1 } },
              ],
            },
          ],
        },
        {
          label: 'Screen',
          description: 'The footer’s opening hours are Venue facts > Check-in kiosk footer.',
          fields: [
            { name: 'sessionsNote', type: 'text', required: true, admin: { description: 'Footer, e.g. 2-hour fun sessions' } },
            { name: 'safetyNote', type: 'textarea', required: true, admin: { description: 'Footer' } },
            {
              name: 'ticketSuggestions',
              type: 'array',
              admin: {
                description:
                  'Offered after check-in under More Fun Today (the spec’s post-visit prices, which differ from the booking prices)',
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'key', type: 'text', required: true, admin: { description: 'e.g. child-1-12' } },
                    { name: 'title', type: 'text', required: true },
                    penceField({ name: 'pricePence', label: 'Price (pence)', required: true }),
                    {
                      name: 'onlyWhenOneChild',
                      type: 'checkbox',
                      defaultValue: false,
                      admin: { description: 'Offered only when the booking has exactly one child' },
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
