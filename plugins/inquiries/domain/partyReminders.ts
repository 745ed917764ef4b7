import { addBusinessDays } from '@/lib/time/businessDate'

export type PartyReminderKind = 'week' | 'day'

/** Reminders go out from this hour at the venue, never in the night. */
export const REMINDER_FROM_HOUR = 9

/**
 * Is this reminder due for a confirmed party now? The week reminder (confirm numbers and food)
 * from 7 days before until 2 days before, for a party confirmed before that week began; the
 * day-before reminder (arrival, what to bring, the balance) on the day before. Both from 9:00
 * London time; `today` is the venue's business date and `hour` its hour.
 */
export function reminderDue(kind: PartyReminderKind, party: { date: string; bookedOn: string }, today: string, hour: number): boolean {
  if (hour < REMINDER_FROM_HOUR) return false
  if (kind === 'day') return today === addBusinessDays(party.date, -1)
  const weekBefore = addBusinessDays(party.date, -7)
  return today >= weekBefore && today <= addBusinessDays(party.date, -2) && party.bookedOn < weekBefore
}
