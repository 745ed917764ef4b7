import type { SpecialDay } from '@/payload-types'
import { addBusinessDays, sundayAfter } from '@/lib/time/businessDate'

type SpecialDaySeed = Omit<SpecialDay, 'id' | 'createdAt' | 'updatedAt'>

const themedEvent: NonNullable<SpecialDaySeed['event']> = {
  title: 'K-pop Demon Hunters party',
  description:
    'A themed party day with three sessions at 9:30am, 12:00pm and 2:30pm, max 40 kids per session. Standard entry prices apply.',
  notes: 'Flash lighting may be used.',
  slots: [
    { start: '09:30', end: '11:30', capacity: 40 },
    { start: '12:00', end: '14:00', capacity: 40 },
    { start: '14:30', end: '16:30', capacity: 40 },
  ],
  defaultSlotStart: '09:30',
}

const hours = (date: string, opensAt: string, closesAt: string, label: string): SpecialDaySeed => ({
  date,
  label,
  closed: false,
  opensAt,
  closesAt,
})

export const specialDaysSeed: SpecialDaySeed[] = [
  hours('2025-07-18', '09:30', '11:30', 'Special hours'),
  hours('2025-08-01', '11:30', '16:00', 'Special hours'),
  hours('2025-08-02', '11:30', '16:00', 'Special hours'),
  hours('2025-08-03', '11:30', '15:30', 'Special hours'),
  hours('2025-08-09', '11:30', '16:00', 'Special hours'),
  hours('2025-08-25', '09:30', '14:00', 'Bank holiday hours'),
  hours('2025-08-30', '11:45', '15:45', 'Special hours'),
  { ...hours('2025-09-28', '09:30', '16:30', 'Themed event'), event: themedEvent },
]

/** The same themed event on a coming day, so the event flow can be tried today. */
export function upcomingEventDay(date: string): SpecialDaySeed {
  return { ...hours(date, '09:30', '16:30', 'Themed event (sample, inside the booking window)'), event: themedEvent }
}

/** A Sunday two to three weeks out when the window allows, else the nearest day inside it. */
export function sampleEventDate(today: string, windowEnd: string): string {
  for (const candidate of [sundayAfter(addBusinessDays(today, 13)), sundayAfter(today)]) {
    if (candidate <= windowEnd) return candidate
  }
  return windowEnd
}
