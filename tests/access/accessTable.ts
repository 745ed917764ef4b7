/**
 * Who may use each endpoint and custom admin view the app registers, in one place. The access
 * test (tests/int/access-table.int.test.ts) reads the Payload config and fails when an endpoint
 * or view has no entry here, or an entry names nothing, so nothing new is public by accident.
 * A new endpoint: add `'METHOD /api/path': 'who'` below, with the path as the config declares it.
 */
export type Who =
  /** Anyone: the public site's calls (each limited and validated in its own way). */
  | 'public'
  /** Anyone, but the request proves itself: a Stripe signature, a signed token or code in the body. */
  | 'public-signed'
  /** A signed-in kiosk device, or a user with the kiosk, staff or admin role. */
  | 'kiosk'
  /** Users with the staff or admin role; never a kiosk device or a kiosk-role user. */
  | 'staff'
  /** Users who may give refunds: admins, and staff whose account has "May give refunds" (`canRefund`). */
  | 'refund'
  /** Users with the admin role. */
  | 'admin'

export const ENDPOINT_ACCESS: Record<string, Who> = {
  // Booking engine and payments (public site)
  'GET /api/calendar/availability/:date': 'public',
  'GET /api/calendar/availability': 'public',
  'GET /api/session-availability': 'public',
  'GET /api/available-sessions': 'public',
  'POST /api/create-booking-payment': 'public',
  'POST /api/promo-codes/check': 'public',
  'GET /api/payments/config': 'public',
  'POST /api/payments/stripe/webhook': 'public-signed',
  'POST /api/payments/test/confirm': 'public-signed',
  'GET /api/bookings/confirmation': 'public-signed',
  'GET /api/bookings/manage': 'public-signed',
  'POST /api/bookings/cancel': 'public-signed',
  'POST /api/bookings/move': 'public-signed',
  'POST /api/bookings/pay': 'public-signed',
  'POST /api/bookings/:id/cancel': 'staff',
  'POST /api/waiting-list': 'public',
  'POST /api/waiting-list/leave': 'public-signed',
  'GET /api/admin/waiting-list': 'staff',
  'POST /api/admin/waiting-list/:id/remove': 'staff',
  // Inquiries, e-mail proof, credits, loyalty, social (public site)
  'POST /api/contact': 'public',
  'POST /api/party-inquiry': 'public',
  'POST /api/email-verification/request': 'public',
  'POST /api/email-verification/confirm': 'public-signed',
  'GET /api/email-verification/session': 'public',
  'POST /api/email-verification/sign-out': 'public',
  'POST /api/session-credits/purchase': 'public',
  'GET /api/session-credits/purchase-status': 'public-signed',
  'GET /api/session-credits': 'public-signed',
  'POST /api/gift-vouchers/purchase': 'public',
  'GET /api/gift-vouchers/purchase-status': 'public-signed',
  'POST /api/gift-vouchers/check': 'public',
  // The family's party page: the token in the body or query is the party's signed link.
  'GET /api/parties/view': 'public-signed',
  'POST /api/parties/pay': 'public-signed',
  'POST /api/parties/change': 'public-signed',
  'POST /api/parties/reward': 'public-signed',
  'POST /api/parties/cancel': 'public-signed',
  'GET /api/parties/payment-status': 'public-signed',
  'GET /api/loyalty/member/:email': 'public-signed',
  'GET /api/loyalty/rewards': 'public',
  'GET /api/loyalty/achievements': 'public-signed',
  'GET /api/loyalty/transactions': 'public-signed',
  'POST /api/loyalty/redeem': 'public-signed',
  'GET /api/facebook/latest': 'public',
  // How busy it is now: counts and times only, one shared answer for everyone (plugins/occupancy).
  'GET /api/busy-now': 'public',
  // Check-in kiosk
  'POST /api/check-in/search-all-tickets': 'kiosk',
  'POST /api/check-in/check-in': 'kiosk',
  'POST /api/check-in/party-check-in': 'kiosk',
  'POST /api/check-in/check-out': 'kiosk',
  'POST /api/check-in/walk-in': 'kiosk',
  'POST /api/check-in/sync': 'kiosk',
  'GET /api/check-in/todays-tickets': 'kiosk',
  'GET /api/check-in/kiosk-settings': 'kiosk',
  // Staff
  'POST /api/check-in/checkout': 'staff',
  'POST /api/check-in/undo': 'staff',
  'POST /api/check-in/staff-check-in': 'staff',
  'POST /api/check-in/walk-in/:id/confirm-payment': 'staff',
  'GET /api/admin/dashboard-stats': 'staff',
  'GET /api/admin/needs-attention': 'staff',
  'GET /api/admin/customers/export': 'admin',
  'POST /api/admin/customers/erase': 'admin',
  'GET /api/admin/customers/balances': 'staff',
  'POST /api/admin/customers/adjust-balances': 'refund',
  'GET /api/admin/reports/summary': 'admin',
  'GET /api/admin/reports/bookings.csv': 'admin',
  'GET /api/admin/reports/payments.csv': 'admin',
  'GET /api/admin/active-sessions': 'staff',
  'GET /api/admin/todays-bookings': 'staff',
  'GET /api/admin/todays-bookings/export': 'staff',
  'POST /api/admin/search-payments': 'staff',
  'POST /api/admin/bookings/:id/resend-confirmation': 'staff',
  'POST /api/admin/bookings/:id/undo-no-show': 'staff',
  'POST /api/admin/bookings/:id/move': 'staff',
  'POST /api/admin/bookings': 'staff',
  'POST /api/admin/payments/:id/refund': 'refund',
  'GET /api/admin/inquiries': 'staff',
  'GET /api/admin/birthday-inquiries': 'staff',
  'POST /api/admin/inquiries/:id/mark-responded': 'staff',
  'POST /api/admin/inquiries/:id/draft-response': 'staff',
  'POST /api/admin/inquiries/:id/send-response': 'staff',
  'POST /api/admin/inquiries/:id/confirm-party': 'staff',
  'POST /api/admin/parties/:id/take-payment': 'staff',
  // Staff; with a refund, only those who may give refunds.
  'POST /api/admin/parties/:id/cancel': 'staff',
  'GET /api/admin/session-restrictions': 'staff',
  'POST /api/admin/session-restrictions': 'staff',
  'DELETE /api/admin/session-restrictions/:id': 'staff',
  'GET /api/admin/calendar': 'staff',
  'GET /api/admin/calendar/day': 'staff',
  // Operations
  'GET /api/jobs/run': 'admin',
}

/**
 * Staff endpoints that give money back only when asked to: with the first body the call needs
 * the refund permission as well ('refund'); with the second it is an ordinary staff call.
 */
export const REFUND_WHEN_ASKED: Record<string, { refund: Record<string, unknown>; noRefund: Record<string, unknown> }> = {
  // The body's `refund` is true unless it says otherwise.
  'POST /api/bookings/:id/cancel': { refund: {}, noRefund: { refund: false } },
}

/** Entries registered only in some configurations: the webhook exists once Stripe's keys are set. */
export const CONDITIONAL_ENDPOINTS = ['POST /api/payments/stripe/webhook']

/** Custom admin views (`admin.components.views`), by their key. Their role checks run in the browser tests. */
export const VIEW_ACCESS: Record<string, Who> = {
  dashboard: 'staff',
  staffPaymentSearch: 'staff',
}

/**
 * Payload's own REST routes (CRUD, versions, auth, uploads, globals), added to every collection
 * and global: each is governed by that collection's or global's access functions, which
 * tests/int/access.int.test.ts checks. Matched on the path after the collection or global.
 */
export const PAYLOAD_ROUTE_SHAPES = [
  '',
  '/:id',
  '/count',
  '/versions',
  '/versions/:id',
  '/access/:id?',
  '/access',
  '/:id/duplicate',
  '/init',
  '/login',
  '/logout',
  '/me',
  '/refresh-token',
  '/first-register',
  '/forgot-password',
  '/reset-password',
  '/unlock',
  '/verify/:id',
  '/paste-url/:id?',
  '/file/:filename',
  '/:id/api-key',
  '/:id/reveal-api-key',
]

/**
 * Payload's own routes outside the collection shapes: the signed-in user's permissions and
 * preferences, the admin's Open Graph image, and its job runner, whose access the jobs plugin
 * closes (queues run in the app's own runners, or an admin's GET /api/jobs/run).
 */
export const PAYLOAD_ROOT_ROUTES = [
  'GET /api/access',
  'GET /api/og',
  'GET /api/payload-jobs/run',
  'GET /api/payload-jobs/handle-schedules',
  'GET /api/payload-preferences/:key',
  'POST /api/payload-preferences/:key',
  'DELETE /api/payload-preferences/:key',
]
