import type { GlobalConfig, NumberFieldSingleValidation, TextFieldSingleValidation } from 'payload'
import { isAdmin, isStaff } from '@/access/roles'
import { revalidateGlobal } from '@/lib/cache/revalidate'
import { templateProblem, thresholdsProblem, type BusyThresholds } from '../domain/busyLine'
import { BUSY_SETTINGS_SLUG } from '../types'

/** The seeded settings, and the answer for a venue that never saved them. */
export const busySettingsDefaults = {
  enabled: true,
  heading: 'How busy is it now?',
  quietBelowPercent: 40,
  busyFromPercent: 75,
  fullFromPercent: 100,
  labels: { quiet: 'Quiet now', steady: 'Steady now', busy: 'Busy now', full: 'Full now' },
  lineTemplate: '{level}: {children} playing, {places} free until {until}',
  beforeOpeningTemplate: 'Open today from {from}: {places} free until {until}',
  chartHeading: 'Children expected inside later today',
} as const

const template: TextFieldSingleValidation = (value) => (typeof value === 'string' && templateProblem(value)) || true

const thresholds: NumberFieldSingleValidation = (value, { siblingData }) => {
  const sibling = siblingData as Partial<BusyThresholds>
  const merged: BusyThresholds = {
    quietBelowPercent: sibling.quietBelowPercent ?? busySettingsDefaults.quietBelowPercent,
    busyFromPercent: sibling.busyFromPercent ?? busySettingsDefaults.busyFromPercent,
    fullFromPercent: sibling.fullFromPercent ?? busySettingsDefaults.fullFromPercent,
  }
  if (typeof value === 'number' && (!Number.isInteger(value) || value < 0)) return 'A whole number of percent'
  return thresholdsProblem(merged) ?? true
}

const percentField = (name: keyof BusyThresholds, label: string, description: string) => ({
  name,
  label,
  type: 'number' as const,
  required: true,
  min: 0,
  max: 200,
  defaultValue: busySettingsDefaults[name],
  validate: thresholds,
  admin: { step: 1, description },
})

const labelField = (name: keyof typeof busySettingsDefaults.labels, label: string) => ({
  name,
  label,
  type: 'text' as const,
  required: true,
  maxLength: 40,
  defaultValue: busySettingsDefaults.labels[name],
})

/**
 * "How busy it is now" on the landing and booking pages and the staff Overview (docs/adr/0032):
 * the thresholds in percent of the room's capacity (the most children one of the day's sessions
 * holds) and the words, for the manager to change without a deploy.
 */
export const BusySettings: GlobalConfig = {
  slug: BUSY_SETTINGS_SLUG,
  label: 'Busy now settings',
  admin: {
    group: 'Booking',
    description:
      'The live line on the home and booking pages on a normal open day: how many children are playing, the places left today, and a chart of the rest of the day.',
  },
  access: { read: isStaff, update: isAdmin },
  hooks: { afterChange: [revalidateGlobal(BUSY_SETTINGS_SLUG)] },
  fields: [
    {
      name: 'enabled',
      label: 'Show how busy it is now',
      type: 'checkbox',
      defaultValue: busySettingsDefaults.enabled,
      admin: { description: 'Off: the pages and the Overview show no live line or chart.' },
    },
    {
      name: 'heading',
      label: 'Heading',
      type: 'text',
      required: true,
      maxLength: 60,
      defaultValue: busySettingsDefaults.heading,
      admin: { description: 'Above the line and the chart on the home and booking pages' },
    },
    {
      type: 'row',
      fields: [
        percentField('quietBelowPercent', 'Quiet below (%)', 'Children playing, in percent of the room’s capacity'),
        percentField('busyFromPercent', 'Busy from (%)', 'Between quiet and busy it reads as steady'),
        percentField('fullFromPercent', 'Full from (%)', 'Also full whenever no places are left today'),
      ],
    },
    {
      name: 'labels',
      label: 'Words for each level',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [labelField('quiet', 'Quiet'), labelField('steady', 'Steady'), labelField('busy', 'Busy'), labelField('full', 'Full')],
        },
      ],
    },
    {
      name: 'lineTemplate',
      label: 'The line',
      type: 'text',
      required: true,
      maxLength: 160,
      defaultValue: busySettingsDefaults.lineTemplate,
      validate: template,
      admin: {
        description:
          '{level} is the word above, {children} "12 children", {places} "28 places" (or "no places"), {until} the end of today’s arrival window, {from} its start.',
      },
    },
    {
      name: 'beforeOpeningTemplate',
      label: 'The line before the doors open',
      type: 'text',
      required: true,
      maxLength: 160,
      defaultValue: busySettingsDefaults.beforeOpeningTemplate,
      validate: template,
    },
    {
      name: 'chartHeading',
      label: 'Chart heading',
      type: 'text',
      required: true,
      maxLength: 80,
      defaultValue: busySettingsDefaults.chartHeading,
    },
  ],
}
