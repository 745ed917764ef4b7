import { apiRequest } from '@/lib/http/apiRequest'

export { readApiFailure, type ApiFailure } from '@/lib/http/apiFailure'

export type DayAvailability = { date: string; available: boolean; restricted: string[]; isEventDay: boolean; eventTitle: string | null }
export type SessionOption = {
  start: string
  end: string
  label: string
  capacity: number
  availableSpots: number
  isRestricted: boolean
  state: 'available' | 'low' | 'full' | 'blocked' | 'past'
}
export type DaySessions = {
  date: string
  open: boolean
  isEventDay: boolean
  eventTitle: string | null
  requiresSlot: boolean
  defaultSlotStart: string | null
  sessions: SessionOption[]
  /** On a flexible day: 'Arrive any time between 9:30 AM and 3:30 PM; 2 hours from check-in'. */
  arrivalTimes: string | null
}
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
