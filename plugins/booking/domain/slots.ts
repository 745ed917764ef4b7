import { minutesOfDay } from '@/fields/validators'

/** The value a restriction uses to block a whole day, as the spec's staff screen sends it. */
export const FULL_DAY_RESTRICTION = '9:30 AM - 3:30 PM'
const FULL_DAY_START = '09:30'
const FULL_DAY_END = '15:30'

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

/** Hyphen, en dash or em dash between the two times of a label. */
const RANGE_SEPARATOR = /\s*[-\u2013\u2014]\s*/

/**
 * A label such as '9:30 AM - 11:30 AM' (or '09:30-11:30') as its start and end in HH:mm, or null
 * when it is not two times with the end after the start.
 */
export function parseSlotRange(input: string): { start: string; end: string } | null {
  const parts = input.trim().split(RANGE_SEPARATOR)
  if (parts.length !== 2) return null
  const start = parseTime(parts[0]!)
  const end = parseTime(parts[1]!)
  if (!start || !end || minutesOfDay(end) <= minutesOfDay(start)) return null
  return { start, end }
}

/**
 * A slot as a family's page sends it: its start ('09:30', '9:30', '9:30 AM') or its label
 * ('9:30 AM - 11:30 AM'). Answers the start as HH:mm, or null when it is not a time.
 */
export function parseSlotInput(input: string): string | null {
  return parseTime(input) ?? parseSlotRange(input)?.start ?? null
}

/**
 * Whether a restriction's timeSlot blocks the whole day: the full-day value, however it is
 * spaced or written ('9:30 AM - 3:30 PM', '09:30-15:30'). It is a range, not a slot label, so it
 * is checked before a restriction is matched to a slot by its start.
 */
export function isFullDayRestriction(timeSlot: string): boolean {
  const range = parseSlotRange(timeSlot)
  return range !== null && range.start === FULL_DAY_START && range.end === FULL_DAY_END
}

/** A restriction names a slot by its label or start, or the whole day by the full-day value. */
export function isValidRestrictionSlot(value: unknown): boolean {
  return typeof value === 'string' && parseSlotInput(value) !== null
}
