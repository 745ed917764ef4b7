import type { GlobalConfig } from 'payload'
import { contentVersions, historyFields, publishedSettingsOrStaff } from '@/lib/cms/contentHistory'
import { isAdmin, isStaff } from '@/access/roles'
import { revalidateGlobal } from '@/lib/cache/revalidate'
import { LOYALTY_LEVELS } from '../domain/tiers'
import { LOYALTY_SETTINGS_SLUG } from '../types'

/** How points are earned and what each membership level needs and gives. */
export const LoyaltySettings: GlobalConfig = {
  slug: LOYALTY_SETTINGS_SLUG,
  label: 'Loyalty settings',
  admin: { group: 'Loyalty' },
  access: { read: publishedSettingsOrStaff, readVersions: isStaff, update: isAdmin },
  versions: contentVersions,
  hooks: { afterChange: [revalidateGlobal(LOYALTY_SETTINGS_SLUG)] },
  fields: [
    ...historyFields,
    {
      type: 'row',
      fields: [
        { name: 'pointsPerPound', type: 'number', required: true, min: 0, admin: { step: 1, description: 'Points per whole pound paid' } },
        { name: 'welcomeBonus', type: 'number', required: true, min: 0, admin: { step: 1, description: 'Points on joining' } },
      ],
    },
    {
      name: 'tiers',
      type: 'array',
      label: 'Membership levels',
      required: true,
      minRows: 1,
      maxRows: LOYALTY_LEVELS.length,
      validate: (rows: unknown) => {
        const levels = (Array.isArray(rows) ? rows : []).map((row: { level?: string }) => row.level)
        return new Set(levels).size === levels.length ? true : 'Each level may appear once'
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'level',
              type: 'select',
              required: true,
              options: LOYALTY_LEVELS.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) })),
            },
            { name: 'label', type: 'text', required: true },
            {
              name: 'minPoints',
              type: 'number',
              required: true,
              min: 0,
              admin: { step: 1, description: 'Total points earned to reach it' },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'bonusPercent',
              type: 'number',
              required: true,
              min: 0,
              max: 100,
              defaultValue: 0,
              admin: { description: 'Extra points, % of points earned' },
            },
            {
              name: 'bonusWeekendsOnly',
              type: 'checkbox',
              defaultValue: false,
              admin: { description: 'Bonus only for Saturday and Sunday visits' },
            },
          ],
        },
      ],
    },
  ],
}
