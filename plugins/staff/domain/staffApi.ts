import { z } from 'zod'
import { businessDateSchema } from '@/lib/time/businessDateSchema'
import type { ReportDay, ReportFigures, ReportPeriod } from './reportPeriods'

/**
 * The staff dashboard's calls (seed 001 §7, issue 16): the request schemas the dashboard's forms
 * and the endpoints share, and the answers' shapes. Money in pence, instants as ISO strings
 * except where the seed says unix seconds (`created`).
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
export type ActiveSessionsAnswer = { success: true; activeSessions: ActiveSession[] }

// POST /api/admin/search-payments
export const searchPaymentsSchema = z.object({
  searchTerm: z
    .string({ error: STAFF_MESSAGES.searchRequired })
    .trim()
    .min(1, STAFF_MESSAGES.searchRequired)
    .max(100, 'At most 100 characters'),
})
export type SearchPaymentsInput = z.input<typeof searchPaymentsSchema>

export const PAYMENT_STATUSES = ['succeeded', 'processing', 'requires_payment_method', 'canceled', 'pending', 'failed'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

export type PaymentSearchResult = {
  /** `booking-<id>`, `credit-<id>` or `voucher-<id>`: one id space over every kind of payment record. */
  id: string
  customer_name: string
  customer_email: string
  customer_phone?: string
  amount: number
  currency: string
  payment_method_type: string
  status: PaymentStatus
  created: number
  booking_id?: number
  receipt_url?: string
  /** Pence refunded so far, and what is left to refund. */
  refunded: number
  refundable: number
  /** A credit pack's unused credits, which its refund (of `refundable`) takes back. */
  refundable_credits?: number
  /** A gift voucher sale (`voucher-<id>`): its code (once paid), what is left, who it is for, its last day. */
  voucher?: { code: string | null; balance: number; recipient_name: string; expires_on: string | null }
}
export type SearchPaymentsAnswer = { success: boolean; payments: PaymentSearchResult[]; message: string }

// POST /api/admin/payments/:id/refund (admins, and staff allowed to give refunds); `id` as in PaymentSearchResult.
export const refundPaymentSchema = z.object({
  /** Pence; omitted means everything still refundable. */
  amount: z.number().int().positive().max(10_000_000).optional(),
  reason: z.string().trim().min(3, 'Please give a reason for the refund').max(500, 'At most 500 characters'),
  /** Whether a booking's places are released (the booking cancelled) with the refund. */
  cancelBooking: z.boolean().default(false),
})
export type RefundPaymentInput = z.input<typeof refundPaymentSchema>
export type RefundPaymentRequest = z.output<typeof refundPaymentSchema>

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
  visitStatus: 'expected' | 'playing' | 'left' | 'no_show' | 'cancelled'
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
export type UndoNoShowAnswer = { success: true; message: string; booking: { id: number; reference: string; status: 'paid' } }

// GET /api/admin/reports/summary?from=&to=
export const REPORT_MAX_DAYS = 366
export const reportRangeSchema = z
  .object({
    from: businessDateSchema('Choose a start date (YYYY-MM-DD)'),
    to: businessDateSchema('Choose an end date (YYYY-MM-DD)'),
  })
  .refine(({ from, to }) => from <= to, { path: ['to'], message: 'The end date must be on or after the start date' })
  .refine(({ from, to }) => (Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000 < REPORT_MAX_DAYS, {
    path: ['to'],
    message: `A report covers at most ${REPORT_MAX_DAYS} days`,
  })
export type ReportSummaryAnswer = {
  from: string
  to: string
  days: ReportDay[]
  weeks: ReportPeriod[]
  months: ReportPeriod[]
  total: ReportFigures
}

// GET /api/admin/customers/export?email= (admins only; issue 27)
export const customerExportQuerySchema = z.object({
  email: z
    .string({ error: 'Enter the e-mail address' })
    .trim()
    .min(3, 'Enter the e-mail address')
    .max(254)
    .pipe(z.email('Enter a valid e-mail address')),
})

// POST /api/admin/customers/erase { email } (admins only; issue 27)
export const customerEraseSchema = z.object({
  email: z
    .string({ error: 'Enter the e-mail address' })
    .trim()
    .toLowerCase()
    .min(3, 'Enter the e-mail address')
    .max(254)
    .pipe(z.email('Enter a valid e-mail address')),
})
export type CustomerEraseInput = z.input<typeof customerEraseSchema>

/** How many rows of each kind one erasure changed or deleted: the answer's and the audit entry's only content. */
export type ErasureCounts = {
  bookings: number
  visits: number
  creditPurchases: number
  creditLedgerRows: number
  creditsClosed: number
  /** Gift vouchers the address bought: buyer, recipient and message erased; code and balance kept. */
  giftVouchers: number
  loyaltyMembers: number
  pointsClosed: number
  rewardCodesClosed: number
  inquiries: number
  parties: number
  /** Waiting-list entries deleted (ADR 0026). */
  waitingListEntries: number
  emails: number
  verificationCodes: number
  /** Kiosk and desk answers kept for retries that quote the address. */
  storedAnswers: number
  auditEntries: number
}
export type CustomerEraseAnswer = { success: true; message: string; erased: ErasureCounts }

// GET /api/admin/customers/balances?email= (staff): what the desk sees of a family's session credits and loyalty points.
export const customerBalancesQuerySchema = customerExportQuerySchema
export type CustomerBalances = {
  email: string
  credits: number
  loyalty: { member: false } | { member: true; name: string; currentPoints: number; level: string }
}

const wholeChange = (most: number, what: string) =>
  z
    .number({ error: `Enter a whole number of ${what}` })
    .int(`Enter a whole number of ${what}`)
    .min(-most, `At most ${most} ${what} at a time`)
    .max(most, `At most ${most} ${what} at a time`)
    .optional()

// POST /api/admin/customers/adjust-balances (admins, and staff allowed to give refunds): credits and points added (+) or taken off (-).
export const adjustBalancesSchema = z
  .object({
    email: customerEraseSchema.shape.email,
    credits: wholeChange(50, 'credits'),
    points: wholeChange(10_000, 'points'),
    reason: z.string().trim().min(3, 'Please give a reason').max(300, 'At most 300 characters'),
  })
  .refine((body) => (body.credits ?? 0) !== 0 || (body.points ?? 0) !== 0, {
    message: 'Enter the credits or points to add or take off',
    path: ['credits'],
  })
export type AdjustBalancesInput = z.input<typeof adjustBalancesSchema>
export type AdjustBalancesAnswer = { success: true; message: string; balances: CustomerBalances }
