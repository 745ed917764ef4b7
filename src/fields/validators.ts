/** Pure validators shared by CMS fields and the seed. Each returns true or an error message. */

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/
export const BUSINESS_DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

export function validateTimeOfDay(value: unknown): true | string {
  if (value === null || value === undefined || value === '') return true
  return typeof value === 'string' && TIME_OF_DAY.test(value) ? true : 'Use the 24-hour form HH:mm, for example 09:30 or 14:30'
}

/**
 * Years a visit, an event or a party could fall in. The bound also keeps date arithmetic inside
 * four-digit years, where yyyy-MM-dd strings still sort as dates (10000-01-01 sorts before
 * 9999-12-31, and date-fns cannot parse it back).
 */
export const FIRST_BUSINESS_YEAR = 1900
export const LAST_BUSINESS_YEAR = 2999

export function validateBusinessDate(value: unknown): true | string {
  if (typeof value !== 'string' || !BUSINESS_DATE_PATTERN.test(value)) {
    return 'Use the form YYYY-MM-DD, for example 2025-09-28'
  }
  const [year, month, day] = value.split('-').map(Number) as [number, number, number]
  if (year < FIRST_BUSINESS_YEAR || year > LAST_BUSINESS_YEAR) return `Use a year from ${FIRST_BUSINESS_YEAR} to ${LAST_BUSINESS_YEAR}`
  const probe = new Date(Date.UTC(year, month - 1, day))
  return probe.getUTCDate() === day ? true : 'That date does not exist'
}

export function validatePence(value: unknown): true | string {
  if (value === null || value === undefined) return true
  return typeof value === 'number' && Number.isInteger(value) && value >= 0
    ? true
    : 'Enter a whole number of pence, 0 or more (950 is £9.50)'
}

export function validateHexColour(value: unknown): true | string {
  if (value === null || value === undefined || value === '') return true
  return typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value) ? true : 'Use a hex colour such as #2f9e44'
}

/** Minutes since midnight of an HH:mm string (already validated). */
export function minutesOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number]
  return hours * 60 + minutes
}
