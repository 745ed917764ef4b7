/** Whole minutes left until the session ends: 1 while any of its last minute is left, 0 or less once it is over. */
export function minutesRemaining(sessionEnd: Date, now: Date): number {
  return Math.ceil((sessionEnd.getTime() - now.getTime()) / 60_000)
}

export type SessionBadge = { tone: 'green' | 'yellow' | 'red'; label: string; detail: string }

/** Seed 001 §4: more than 30 minutes left is green, 1 to 30 yellow, 0 or less 'Overtime'. */
export function sessionBadge(minutesLeft: number): SessionBadge {
  if (minutesLeft > 30) return { tone: 'green', label: `${minutesLeft} min left`, detail: 'Playing' }
  if (minutesLeft >= 1) return { tone: 'yellow', label: `${minutesLeft} min left`, detail: 'Ending soon' }
  return { tone: 'red', label: 'Overtime', detail: 'Session ended' }
}
