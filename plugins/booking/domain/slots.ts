import { minutesOfDay } from '@/fields/validators'

/** The value a restriction uses to block a whole day, as the spec's staff screen sends it. */
export const FULL_DAY_RESTRICTION = '9:30 AM - 3:30 PM'

const pad = (value: number) => String(value).padStart(2, '0')

/** 570 -> '09:30'. */
export function timeFromMinutes(minutes: number): string {
  return `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`
}

/** '14:30' -> '2:30 PM', the spec's way of writing a time. */
export function twelveHour(time: string): string {
  const minutes = minutesOfDay(time)
  const hours = Math.floor(minutes / 60)
  const suffix = hours >= 12 ? 'PM' : 'AM'
  return `${hours % 12 === 0 ? 12 : hours % 12}:${pad(minutes % 60)} ${suffix}`
}

/** '09:30', '11:30' -> '9:30 AM - 11:30 AM'. */
export function slotLabel(start: string, end: string): string {
  return `${twelveHour(start)} - ${twelveHour(end)}`
}

const TWENTY_FOUR = /^([01]?\d|2[0-3]):([0-5]\d)$/
const TWELVE = /^(1[0-2]|0?[1-9]):([0-5]\d)\s*(AM|PM)$/i

function parseTime(text: string): string | null {
  const trimmed = text.trim()
  const plain = TWENTY_FOUR.exec(trimmed)
  if (plain) return `${pad(Number(plain[1]))}:${plain[2]}`
  const twelve = TWELVE.exec(trimmed)
  if (!twelve) return null
  const hours = (Number(twelve[1]) % 12) + (twelve[3]!.toUpperCase() === 'PM' ? 12 : 0)
  return `${pad(hours)}:${twelve[2]}`
}

/**
 * A slot as a family's page sends it: its start ('09:30', '9:30', '9:30 AM') or its label
 * ('9:30 AM - 11:30 AM'). Answers the start as HH:mm, or null when it is not a time.
 */
export function parseSlotInput(input: string): string | null {
  const [start, end, ...rest] = input.split('-')
  if (rest.length > 0 || start === undefined) return null
  const parsedStart = parseTime(start)
  if (!parsedStart) return null
  if (end !== undefined && !parseTime(end)) return null
  return parsedStart
}

/** A restriction names a slot by its label or start, or the whole day by the full-day value. */
export function isValidRestrictionSlot(value: unknown): boolean {
  return typeof value === 'string' && (value.trim() === FULL_DAY_RESTRICTION || parseSlotInput(value) !== null)
}
