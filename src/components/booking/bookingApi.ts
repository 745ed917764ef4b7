import type { DaySessionsAnswer, SessionView } from '@plugins/booking/contract'
import { apiRequest } from '@/lib/http/apiRequest'

export { readApiFailure, type ApiFailure } from '@/lib/http/apiFailure'

// What the availability calls answer: the endpoints' own types (plugins/booking/domain/availabilityAnswer.ts).
export type { DayAvailability } from '@plugins/booking/contract'
/** One session of GET /api/available-sessions, with the places it has left. */
export type SessionOption = SessionView
/** GET /api/available-sessions?date=. */
export type DaySessions = DaySessionsAnswer
export type BookingCreated = {
  clientSecret: string | null
  bookingId: number
  reference: string
  sessionCreditsUsed: number
  originalAmount: number
  finalAmount: number
  creditSavings: number
  promoCode?: string | null
  promoDiscount?: number
  voucherCode?: string | null
  voucherApplied?: number
  provider: string
}

/** swr's fetcher: GET and parse, errors as the spec's "<status>: <text>". */
export const getJson = <T>(path: string) => apiRequest<T>('GET', path)

/** The spec's data defaults: no retries, no focus refetch. */
export const swrDefaults = { shouldRetryOnError: false, revalidateOnFocus: false } as const
