import { readApiFailure } from '@/lib/http/apiFailure'
import { failureNotice } from './kioskFailure'
import type { NoticeContent } from './KioskNotice'

/** The server's refusals of a party check-in that are not a fault: the family reads its sentence under a plain title. */
const REFUSAL_TITLES: Readonly<Partial<Record<string, string>>> = {
  too_early: 'Too Early to Check In',
  ended: 'This Party Has Ended',
  not_today: 'Not Today',
  party_not_found: 'Party Not Found',
}

/** Why the party was not checked in: a refusal in the server's own words, anything else as a failed call. */
export function partyCheckInNotice(error: unknown): NoticeContent {
  const failure = readApiFailure(error)
  const title = failure?.code ? REFUSAL_TITLES[failure.code] : undefined
  if (title && failure?.message) return { title, message: failure.message }
  return failureNotice('partyCheckIn', error)
}
