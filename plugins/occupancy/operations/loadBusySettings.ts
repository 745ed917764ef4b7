import type { Payload } from 'payload'
import type { BusyThresholds } from '../domain/busyLine'
import { busySettingsDefaults } from '../globals/BusySettings'
import { BUSY_SETTINGS_SLUG } from '../types'

export type BusySettingsValues = BusyThresholds & {
  enabled: boolean
  heading: string
  labels: { quiet: string; steady: string; busy: string; full: string }
  lineTemplate: string
  beforeOpeningTemplate: string
  chartHeading: string
}

/** The manager's settings, each falling back to its default on a venue that never saved them. */
export async function loadBusySettings(payload: Payload): Promise<BusySettingsValues> {
  const saved = await payload.findGlobal({ slug: BUSY_SETTINGS_SLUG, depth: 0, overrideAccess: true })
  const defaults = busySettingsDefaults
  return {
    enabled: saved.enabled ?? defaults.enabled,
    heading: saved.heading || defaults.heading,
    quietBelowPercent: saved.quietBelowPercent ?? defaults.quietBelowPercent,
    busyFromPercent: saved.busyFromPercent ?? defaults.busyFromPercent,
    fullFromPercent: saved.fullFromPercent ?? defaults.fullFromPercent,
    labels: {
      quiet: saved.labels?.quiet || defaults.labels.quiet,
      steady: saved.labels?.steady || defaults.labels.steady,
      busy: saved.labels?.busy || defaults.labels.busy,
      full: saved.labels?.full || defaults.labels.full,
    },
    lineTemplate: saved.lineTemplate || defaults.lineTemplate,
    beforeOpeningTemplate: saved.beforeOpeningTemplate || defaults.beforeOpeningTemplate,
    chartHeading: saved.chartHeading || defaults.chartHeading,
  }
}
