import { readApiFailure } from '@/lib/http/apiFailure'
import { ApiError } from '@/lib/http/apiRequest'
import type { NoticeContent } from './KioskNotice'
import { isConnectionFailure } from './retryUntilAnswered'

/** The kiosk's calls a family makes, each with its own words when it fails. */
export type KioskCall = 'search' | 'checkIn' | 'partyCheckIn' | 'checkOut' | 'walkIn' | 'settings'

/**
 * Seed 001 §8's titles and sentences. The seed shows nothing for a failed check-out; issue 24 wants
 * every failed call said, so it borrows the seed's staff check-out title ('Checkout Error').
 */
export const FAILURE_WORDS: Record<KioskCall, { title: string; message: string }> = {
  search: { title: 'Search Error', message: 'Unable to search tickets. Please try again or contact staff.' },
  checkIn: { title: 'Check-In Failed', message: 'Unable to complete check-in. Please contact staff for assistance.' },
  // Not in the seed (issue 39): the party's check-in borrows the ticket check-in's words.
  partyCheckIn: { title: 'Party Check-In Failed', message: 'Unable to check in the party. Please contact staff for assistance.' },
  checkOut: { title: 'Checkout Error', message: 'Unable to check out. Please try again or contact staff.' },
  walkIn: { title: 'Error', message: 'Failed to create walk-in customer. Please try again.' },
  settings: { title: 'Kiosk Error', message: 'The kiosk could not load its settings. Please ask a member of staff.' },
}

export const NO_CONNECTION_REASON = 'No connection to the server — please try again once it is back.'

/**
 * Why a call failed, in one plain sentence: the server's own reason from its error body when it
 * gave one, otherwise what the status says; a call that got no answer at all is a lost connection.
 */
export function failureReason(error: unknown): string {
  if (isConnectionFailure(error)) return NO_CONNECTION_REASON
  if (!(error instanceof ApiError)) return "The server's answer could not be read. Please ask a member of staff."
  const failure = readApiFailure(error)
  const message = failure?.message ?? payloadMessage(error.bodyText)
  if (error.status >= 500) return `${message ?? 'The server could not complete this.'} (error ${error.status})`
  if (message) return message
  if (error.status === 401) return 'This tablet is not signed in.'
  if (error.status === 429) return 'Too many requests from this tablet. Please wait a minute and try again.'
  return `The server refused this (error ${error.status}).`
}

/** What the family reads when `call` fails: the seed's title and sentence, then the reason. */
export function failureNotice(call: KioskCall, error: unknown): NoticeContent {
  return { ...FAILURE_WORDS[call], detail: failureReason(error) }
}

/** A kiosk call answered 401: the tablet's session has ended (or was never accepted), so it must sign in again. */
export function isSignedOut(error: unknown): boolean {
  return readApiFailure(error)?.status === 401
}

/**
 * Payload's refresh-token answers 403 (not 401) when the request carries no session it accepts:
 * ended, revoked, or a cookie it ignores because the page is not at SERVER_URL.
 */
export function isRenewalRefused(error: unknown): boolean {
  const status = readApiFailure(error)?.status
  return status === 401 || status === 403
}

/** Where the server accepts signed-in calls from: SERVER_URL, and Payload's whole `csrf` list (which holds it). */
export type ServerAddress = { serverUrl: string; allowedOrigins: readonly string[] }

/**
 * Payload accepts the session cookie only on requests whose Origin is in its `csrf` list. A page
 * opened at any other address signs in (200), and then every signed-in call it makes is refused.
 */
export function isAtWrongAddress(pageOrigin: string, server: ServerAddress): boolean {
  return server.allowedOrigins.length > 0 && !server.allowedOrigins.includes(pageOrigin)
}

/** What the sign-in form says when the kiosk was sent back to it by a refused call. */
export const SIGNED_OUT: NoticeContent = {
  title: 'Signed Out',
  message: 'This tablet was signed out: its session ended, or an admin disabled this kiosk. Please sign it in again.',
}

export function wrongAddressNotice(pageOrigin: string, { serverUrl }: ServerAddress): NoticeContent {
  return {
    title: 'Wrong Address',
    message: `This kiosk is open at ${pageOrigin}, but the server accepts a signed-in tablet only at ${serverUrl}. A sign-in here will not last.`,
    detail: `Open ${serverUrl}/check-in on this tablet, or ask whoever runs the server to set SERVER_URL to the address the tablet opens.`,
  }
}

/** Payload's own error shape, `{ errors: [{ message }] }`, for an answer without ours. */
function payloadMessage(bodyText: string): string | null {
  try {
    const body = JSON.parse(bodyText) as { errors?: { message?: unknown }[] }
    const message = body.errors?.[0]?.message
    return typeof message === 'string' && message.trim() !== '' ? message : null
  } catch {
    return null
  }
}
