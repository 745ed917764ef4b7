import { ApiError, apiRequest } from '@/lib/http/apiRequest'

export { getJson } from '@/components/booking/bookingApi'
export type { DaySessions, SessionOption } from '@/components/booking/bookingApi'

import type { KioskSettingsView, KioskTicket } from '@plugins/checkin/contract'
import type { DoorParty, PartyCheckInAnswer } from '@plugins/inquiries/contract'

/** What the kiosk calls answer (docs/api/check-in.md): the server's own types. */
export type { DoorParty, KioskTicket, PartyCheckInAnswer }
export type KioskSettings = KioskSettingsView
export type TicketSuggestion = KioskSettings['ticketSuggestions'][number]
export type PartyPackageOffer = KioskSettings['partyPackages'][number]

/** Today's birthday parties come beside the tickets (issue 39); read as none when an answer has no list. */
export type TicketSearchAnswer = { success: boolean; tickets: KioskTicket[]; parties?: DoorParty[]; message?: string }
export type TicketAnswer = { success: boolean; ticket: KioskTicket }

export const KIOSK_SETTINGS_PATH = '/api/check-in/kiosk-settings'
export const PARTY_CHECK_IN_PATH = '/api/check-in/party-check-in'
export const daySessionsPath = (date: string) => `/api/available-sessions?date=${encodeURIComponent(date)}`

/** swr keys that may hold what a family looked at; cleared when the kiosk starts over. */
export const isKioskCacheKey = (key: unknown): boolean =>
  typeof key === 'string' && (key.startsWith('/api/check-in/') || key.startsWith('/api/available-sessions'))

export function searchTickets(customerName: string): Promise<TicketSearchAnswer> {
  return apiRequest<TicketSearchAnswer>('POST', '/api/check-in/search-all-tickets', { customerName })
}

/**
 * A kiosk write: like apiRequest (cookies, errors as "<status>: <body>"), plus the action's
 * Idempotency-Key, so a retry after a lost answer gets the first answer instead of a second write.
 * A network failure is thrown as fetch throws it (a TypeError), never as an ApiError.
 */
export async function kioskWrite<T>(path: string, body: unknown, idempotencyKey: string): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  if (!response.ok) throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, text)
  return (text ? JSON.parse(text) : null) as T
}
