import type { CancelBookingAnswer, ManageBookingAnswer, PublicBookingView } from '@plugins/booking/contract'

/** The answers of GET /api/bookings/manage and POST /api/bookings/cancel (plugins/booking/endpoints/selfService.ts): the server's own types. */
export type ManagedBooking = PublicBookingView

export type ManageView = ManageBookingAnswer

export type CancelAnswer = CancelBookingAnswer
