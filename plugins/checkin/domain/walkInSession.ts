import { minutesOfDay } from '@/fields/validators'

export type WalkInCandidate = { start: string; end: string; label: string; capacity: number; blocked: boolean }

export type WalkInChoice = { ok: true; session: WalkInCandidate } | { ok: false; code: 'no_session_today'; message: string }

/**
 * The session a walk-in joins: the one asked for, or else the one under way now, or else the
 * next to start today. Blocked and finished sessions are never chosen. `time` is the venue's
 * wall clock (HH:mm).
 */
export function walkInSession(sessions: WalkInCandidate[], time: string, requestedStart?: string): WalkInChoice {
  const now = minutesOfDay(time)
  const open = sessions
    .filter((session) => !session.blocked && minutesOfDay(session.end) > now)
    .sort((a, b) => minutesOfDay(a.start) - minutesOfDay(b.start))
  if (requestedStart) {
    const asked = open.find((session) => session.start === requestedStart)
    if (asked) return { ok: true, session: asked }
    return {
      ok: false,
      code: 'no_session_today',
      message: 'That session is not open for walk-ins now. Please choose the current or next session.',
    }
  }
  const current = open.find((session) => minutesOfDay(session.start) <= now) ?? open[0]
  if (current) return { ok: true, session: current }
  return { ok: false, code: 'no_session_today', message: 'There are no more sessions today. Please ask a member of staff.' }
}
