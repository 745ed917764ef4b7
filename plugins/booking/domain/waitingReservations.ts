import { minutesOfDay } from '@/fields/validators'

/** When a family on a normal day's waiting list could arrive: either end may be open. HH:mm. */
export type ArrivalRange = { notBefore?: string | null; notAfter?: string | null }

/**
 * One line of a waiting list as the places it keeps from others: a session's list (`slotStart`)
 * or a whole normal day's (`slotStart` null, within the family's arrival range). Given by the
 * plugin that owns the lists (docs/adr/0026, 0033).
 */
export type WaitingReservation = ArrivalRange & { date: string; slotStart: string | null; children: number }

/**
 * Whether a family arriving within `range` would play in this session. On a flexible day a family
 * is seated in the session open when it comes (ADR 0016), so any session running at some moment of
 * the range will do: it starts no later than the range's end and ends after its start.
 */
export function sessionSuitsArrival(session: { start: string; end: string }, range: ArrivalRange): boolean {
  if (range.notAfter && minutesOfDay(session.start) > minutesOfDay(range.notAfter)) return false
  if (range.notBefore && minutesOfDay(session.end) <= minutesOfDay(range.notBefore)) return false
  return true
}

/**
 * The places waiting families keep, per session (`${date} ${slotStart}`). A session's list keeps
 * its own session's; a whole day's family keeps its children in every session it could be offered,
 * so none of them is sold around it before the list has had its chance (a family counted twice
 * keeps the public out of two sessions, never two families out of one place).
 */
export function reservedBySession(
  reservations: WaitingReservation[],
  sessionsOf: (date: string) => readonly { start: string; end: string }[],
): Map<string, number> {
  const reserved = new Map<string, number>()
  const add = (key: string, children: number) => reserved.set(key, (reserved.get(key) ?? 0) + children)
  for (const line of reservations) {
    if (line.slotStart) add(`${line.date} ${line.slotStart}`, line.children)
    else
      for (const session of sessionsOf(line.date))
        if (sessionSuitsArrival(session, line)) add(`${line.date} ${session.start}`, line.children)
  }
  return reserved
}
