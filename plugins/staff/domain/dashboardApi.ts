import type { DoorParty } from '@plugins/inquiries/contract'
import type { KioskSyncAttentionItem } from '@plugins/checkin/contract'
import { z } from 'zod'
import type { BOOKING_STATUS } from '@plugins/booking/contract'
import { businessDateSchema } from '@/lib/time/businessDateSchema'

/**
 * The staff dashboard's own calls (seed 001 §7, issue 16): the Overview, Checked In and Today's
 * Bookings tabs. Instants as ISO strings except where the seed says unix seconds (`created`).
 */

export const STAFF_MESSAGES = {
  searchRequired: 'Please enter a customer name to search',
  searchFailed: 'Failed to search payments. Please try again.',
  checkoutFailed: 'Failed to check out customer. Please try again.',
} as const

/** Refresh intervals (seed 001 §9). */
export const STAFF_REFRESH_MS = { activeSessions: 15_000, lists: 30_000, statsDedupe: 10_000 } as const

/** The dashboard's tabs, in the seed's order; the value is the `?tab=` in the URL. */
export const STAFF_TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'checked-in', label: 'Checked In' },
  { value: 'search', label: 'Customer Search' },
  { value: 'today', label: "Today's Bookings" },
  { value: 'inquiries', label: 'Inquiries' },
  { value: 'parties', label: 'Birthday Parties' },
  { value: 'calendar', label: 'Booking Calendar' },
  { value: 'balances', label: 'Credits & points' },
  { value: 'reports', label: 'Reports', adminOnly: true },
  { value: 'personal-data', label: 'Personal data', adminOnly: true },
] as const
export type StaffTab = (typeof STAFF_TABS)[number]['value']

// GET /api/admin/dashboard-stats
export type DashboardStats = {
  todayBookings: number
  todayRevenue: number
  weeklyBookings: number
  weeklyRevenue: number
  totalCustomers: number
  /** No-shows among yesterday's bookings, and among the seven days before today (London dates). */
  noShowsYesterday: number
  noShowsLast7Days: number
  /** Yesterday's business date, for the link to its bookings. */
  yesterday: string
}
export type RecentActivity = { id: string; type: 'booking' | 'payment'; customerName: string; created: number; amount: number }
export type DashboardStatsAnswer = { stats: DashboardStats; recentActivity: RecentActivity[] }

// GET /api/admin/needs-attention
export type NeedsAttentionAnswer = {
  bookings: {
    total: number
    items: { id: number; reference: string; customerName: string; date: string; note: string | null; updatedAt: string }[]
  }
  creditPurchases: {
    total: number
    items: { id: number; customerEmail: string; credits: number; note: string | null; updatedAt: string }[]
  }
  giftVouchers: {
    total: number
    items: { id: number; code: string | null; buyerName: string; note: string | null; updatedAt: string }[]
  }
  failedJobs: {
    total: number
    items: { id: number; task: string; queue: string; tries: number; error: string; bookingId: number | null; updatedAt: string }[]
  }
  /** What door tablets recorded offline and the server could not simply apply (the check-in plugin's list, ADR 0030). */
  offlineCheckIns: { total: number; items: KioskSyncAttentionItem[] }
  /** Party payments and refunds flagged for staff (the inquiries plugin's list, ADR 0031). */
  partyMoney: {
    total: number
    items: { kind: 'payment' | 'refund'; id: number; reference: string; amountPence: number; note: string | null; updatedAt: string }[]
  }
}

// GET /api/admin/active-sessions
export type ActiveSession = {
  bookingId: number
  customerName: string
  customerEmail: string
  customerPhone: string | null
  numberOfChildren: number
  numberOfAdults: number
  /** Whole minutes until `sessionEnd` at the time of the answer; 0 or less is overtime. */
  timeRemaining: number
  checkedInAt: string
  sessionEnd: string
}
/** Birthday parties checked in at the door whose slot has not ended: their guests count as inside (issue 39). */
export type ActiveSessionsAnswer = { success: true; activeSessions: ActiveSession[]; parties: DoorParty[] }

// GET /api/admin/todays-bookings
export type TodaysBooking = {
  id: number
  customerName: string
  customerEmail: string
  customerPhone: string | null
  timeSlot: string
  numberOfChildren: number
  numberOfAdults: number
  totalAmount: number
  checkedIn: boolean
  checkedOut: boolean
  checkedInAt: string | null
  checkedOutAt: string | null
  /** expected (paid, not checked in) | playing | left | no_show (never came; marked after the day) | cancelled */
  visitStatus: 'expected' | 'playing' | 'left' | typeof BOOKING_STATUS.no_show | 'cancelled'
  reference: string
  /** A walk-in whose in-store payment staff have not yet confirmed. */
  inStorePaymentToConfirm: boolean
}
/** `date` (London business date) is the day shown, today unless `?date=` names another; `today` is the venue's today. */
export type TodaysBookingsAnswer = { date: string; today: string; bookings: TodaysBooking[] }

export const BOOKINGS_DAY_MESSAGE = 'Give the day as YYYY-MM-DD'
// GET /api/admin/todays-bookings?date= and its CSV export.
export const bookingsDayQuerySchema = z.object({ date: businessDateSchema(BOOKINGS_DAY_MESSAGE).optional() })

// POST /api/admin/bookings/:id/undo-no-show
export const undoNoShowSchema = z.object({
  reason: z
    .string({ error: 'Please say why the no-show is undone' })
    .trim()
    .min(3, 'Please say why the no-show is undone')
    .max(500, 'At most 500 characters'),
})
export type UndoNoShowInput = z.input<typeof undoNoShowSchema>
export type UndoNoShowAnswer = {
  success: true
  message: string
  booking: { id: number; reference: string; status: typeof BOOKING_STATUS.paid }
}
