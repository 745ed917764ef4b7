import { ApiError, apiRequest } from '@/lib/http/apiRequest'

export type DayAvailability = { date: string; available: boolean; restricted: string[]; isEventDay: boolean; eventTitle: string | null }
export type SessionOption = { start: string; end: string; label: string; capacity: number; availableSpots: number; isRestricted: boolean; state: 'available' | 'low' | 'full' | 'blocked' | 'past' }
export type DaySessions = { date: string; open: boolean; isEventDay: boolean; eventTitle: string | null; requiresSlot: boolean; defaultSlotStart: string | null; sessions: SessionOption[] }
export type BookingCreated = {
  clientSecret: string | null
  bookingId: number
  reference: string
  sessionCreditsUsed: number
  originalAmount: number
  finalAmount: number
  creditSavings: number
  provider: string
}

/** swr's fetcher: GET and parse, errors as the spec's "<status>: <text>". */
export const getJson = <T,>(path: string) => apiRequest<T>('GET', path)

/** The spec's data defaults: no retries, no focus refetch. */
export const swrDefaults = { shouldRetryOnError: false, revalidateOnFocus: false } as const

/** Our JSON error body (`{ error: { code, message, fields? } }`), read from a failed call; null when the answer was not one. */
export type ApiFailure = { status: number; code: string | null; message: string | null; fields: Record<string, string> }

export function readApiFailure(error: unknown): ApiFailure | null {
  if (!(error instanceof ApiError)) return null
  let body: { error?: { code?: unknown; message?: unknown } } = {}
  try {
    body = JSON.parse(error.bodyText) as typeof body
  } catch {
    // A proxy's HTML page or an empty body: the status is all there is to go on.
  }
  return {
    status: error.status,
    code: typeof body.error?.code === 'string' ? body.error.code : null,
    message: typeof body.error?.message === 'string' ? body.error.message : null,
    fields: error.fields,
  }
}
