import { plural } from '@/lib/plural'

export const BUSY_LEVELS = ['quiet', 'steady', 'busy', 'full'] as const
export type BusyLevel = (typeof BUSY_LEVELS)[number]

/** The manager's thresholds, in percent of the room's capacity inside. */
export type BusyThresholds = { quietBelowPercent: number; busyFromPercent: number; fullFromPercent: number }

/** What the line's template may say, each written in place of `{name}`. */
export const BUSY_PLACEHOLDERS = ['level', 'children', 'places', 'until', 'from'] as const
export type BusyPlaceholder = (typeof BUSY_PLACEHOLDERS)[number]

/**
 * How busy it is: full when no place is left today or the children inside reach the full
 * threshold; busy from the busy threshold; quiet below the quiet one; steady in between.
 */
export function busyLevel(
  figures: { childrenPlaying: number; capacity: number; placesFree: number },
  thresholds: BusyThresholds,
): BusyLevel {
  if (figures.placesFree <= 0 || figures.capacity <= 0) return 'full'
  const percent = (figures.childrenPlaying / figures.capacity) * 100
  if (percent >= thresholds.fullFromPercent) return 'full'
  if (percent >= thresholds.busyFromPercent) return 'busy'
  return percent < thresholds.quietBelowPercent ? 'quiet' : 'steady'
}

/** A threshold set that cannot be read one way only: quiet below busy, busy at or below full. */
export function thresholdsProblem(thresholds: BusyThresholds): string | null {
  if (thresholds.quietBelowPercent > thresholds.busyFromPercent) return '“Quiet below” must not be above “Busy from”'
  if (thresholds.busyFromPercent > thresholds.fullFromPercent) return '“Busy from” must not be above “Full from”'
  return null
}

const PLACEHOLDER = /\{([^{}]*)\}/g

/** Why a template cannot be used (a name in braces that is not a placeholder), or null. */
export function templateProblem(template: string): string | null {
  for (const [, name] of template.matchAll(PLACEHOLDER))
    if (!(BUSY_PLACEHOLDERS as readonly string[]).includes(name!))
      return `{${name}} is not a placeholder: use ${BUSY_PLACEHOLDERS.map((known) => `{${known}}`).join(', ')}`
  return null
}

export type LineValues = { level: string; children: number; places: number; until: string; from: string }

/** The template with its placeholders filled: '{children}' is '12 children', '{places}' '28 places' (or 'no places'). */
export function fillTemplate(template: string, values: LineValues): string {
  const words: Record<BusyPlaceholder, string> = {
    level: values.level,
    children: plural(values.children, 'child', 'children'),
    places: values.places === 0 ? 'no places' : plural(values.places, 'place', 'places'),
    until: values.until,
    from: values.from,
  }
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in words ? words[name as BusyPlaceholder] : whole)).trim()
}
