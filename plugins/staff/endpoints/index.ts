import type { Endpoint } from 'payload'
import { birthdayInquiriesEndpoint, confirmPartyEndpoint, draftResponseEndpoint, inquiriesEndpoint, markRespondedEndpoint, sendResponseEndpoint } from './inquiryEndpoints'
import { refundPaymentEndpoint } from './refundPayment'
import { blockSlotEndpoint, calendarDayEndpoint, calendarMonthEndpoint, listRestrictionsEndpoint, unblockSlotEndpoint } from './restrictionEndpoints'
import { resendConfirmationEndpoint } from './resendConfirmation'
import { undoNoShowEndpoint } from './undoNoShow'
import { moveBookingEndpoint } from './moveBooking'
import { activeSessionsEndpoint, dashboardStatsEndpoint, searchPaymentsEndpoint, todaysBookingsEndpoint, todaysBookingsExportEndpoint } from './dashboardEndpoints'

/** The staff dashboard's `/api/admin/*` endpoints. */
export const staffEndpoints: Endpoint[] = [
  dashboardStatsEndpoint, activeSessionsEndpoint, todaysBookingsEndpoint, todaysBookingsExportEndpoint, searchPaymentsEndpoint, resendConfirmationEndpoint, refundPaymentEndpoint, undoNoShowEndpoint, moveBookingEndpoint,
  inquiriesEndpoint, birthdayInquiriesEndpoint, markRespondedEndpoint, draftResponseEndpoint, sendResponseEndpoint, confirmPartyEndpoint,
  listRestrictionsEndpoint, blockSlotEndpoint, unblockSlotEndpoint, calendarMonthEndpoint, calendarDayEndpoint,
]
