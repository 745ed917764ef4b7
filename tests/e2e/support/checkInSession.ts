import { expect, type APIRequestContext } from '@playwright/test'
import { asTime, londonMinutes, londonToday, toMinutes } from './clock'

// Today's sessions as the kiosk's tests need them: one families can check in to now.

export type Session = { start: string; end: string; label: string; availableSpots: number; state: string }
export type OpenSession = { session: Session; flexible: boolean }

export type BookingSettingsDoc = {
  slots: { start: string }[]
  sessionLengthMinutes: number
  arriveEarlyMinutes: number
  arrivalWindow: { from: string; until: string; text: string }
}

export async function sessionsToday(api: APIRequestContext): Promise<Session[]> {
  const response = await api.get(`/api/available-sessions?date=${londonToday()}`)
  return ((await response.json()) as { sessions: Session[] }).sessions
}

export const isOpen = (session: Session) => (session.state === 'available' || session.state === 'low') && session.availableSpots > 0

export async function readBookingSettings(api: APIRequestContext): Promise<BookingSettingsDoc> {
  return (await (await api.get('/api/globals/booking-settings')).json()) as BookingSettingsDoc
}

export async function isTodaySpecial(api: APIRequestContext, admin: Record<string, string>): Promise<boolean> {
  const existing = await api.get(`/api/special-days?where[date][equals]=${londonToday()}`, { headers: admin })
  return ((await existing.json()) as { totalDocs: number }).totalDocs > 0
}

/**
 * A session families can check in to now, as the settings stand (no widened window). On a normal
 * day inside the arrival window, the session under way (flexible arrival, ADR 0016); outside it, a
 * temporary event day for today gives the test two sessions starting now (`onEventDay` gets its id,
 * for the caller to remove afterwards); with no time left even for that, there is nothing to check in to.
 */
export async function openSessionForCheckIn(
  api: APIRequestContext,
  admin: Record<string, string>,
  onEventDay: (id: number) => void,
): Promise<OpenSession | null> {
  const now = londonMinutes()
  const settings = await readBookingSettings(api)
  const special = await isTodaySpecial(api, admin)
  const inWindow =
    toMinutes(settings.arrivalWindow.from) - settings.arriveEarlyMinutes <= now && now <= toMinutes(settings.arrivalWindow.until)
  if (!special && inWindow) {
    const running = (await sessionsToday(api)).filter((session) => toMinutes(session.end) > now)
    const underWay = running.filter((session) => toMinutes(session.start) - settings.arriveEarlyMinutes <= now).at(-1) ?? running[0]
    if (underWay && isOpen(underWay)) return { session: underWay, flexible: true }
  }
  if (special || now > 23 * 60) return null
  const start = Math.floor(now / 5) * 5
  const created = await api.post('/api/special-days', {
    headers: admin,
    data: {
      date: londonToday(),
      label: 'e2e: kiosk evening sessions',
      event: {
        title: 'Kiosk test evening',
        slots: [
          { start: asTime(start), end: '23:59', capacity: 40 },
          { start: asTime(start + 1), end: '23:59', capacity: 40 },
        ],
      },
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  onEventDay(((await created.json()) as { doc: { id: number } }).doc.id)
  const session = (await sessionsToday(api)).find((candidate) => isOpen(candidate) && candidate.start === asTime(start))
  return session ? { session, flexible: false } : null
}
