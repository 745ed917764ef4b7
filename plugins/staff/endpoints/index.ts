import type { Endpoint } from 'payload'
import {
  birthdayInquiriesEndpoint,
  confirmPartyEndpoint,
  draftResponseEndpoint,
  inquiriesEndpoint,
  markRespondedEndpoint,
  sendResponseEndpoint,
} from './inquiryEndpoints'
import { cancelPartyEndpoint, takePartyPaymentEndpoint } from './partyEndpoints'
import { refundPaymentEndpoint } from './refundPayment'
import {
  blockSlotEndpoint,
  calendarDayEndpoint,
  calendarMonthEndpoint,
  listRestrictionsEndpoint,
  unblockSlotEndpoint,
} from './restrictionEndpoints'
import { adjustBalancesEndpoint, customerBalancesEndpoint } from './customerBalances'
import { customerEraseEndpoint } from './customerErase'
import { customerExportEndpoint } from './customerExport'
import { resendConfirmationEndpoint } from './resendConfirmation'
import { undoNoShowEndpoint } from './undoNoShow'
import { moveBookingEndpoint } from './moveBooking'
import { reportBookingsCsvEndpoint, reportPaymentsCsvEndpoint, reportSummaryEndpoint } from './reportEndpoints'
import {
  activeSessionsEndpoint,
  dashboardStatsEndpoint,
  needsAttentionEndpoint,
  searchPaymentsEndpoint,
  todaysBookingsEndpoint,
  todaysBookingsExportEndpoint,
} from './dashboardEndpoints'

/** The staff dashboard's `/api/admin/*` endpoints. */
export const staffEndpoints: Endpoint[] = [
  dashboardStatsEndpoint,
  customerExportEndpoint,
  customerEraseEndpoint,
  customerBalancesEndpoint,
  adjustBalancesEndpoint,
  needsAttentionEndpoint,
  reportSummaryEndpoint,
  reportBookingsCsvEndpoint,
  reportPaymentsCsvEndpoint,
  activeSessionsEndpoint,
  todaysBookingsEndpoint,
  todaysBookingsExportEndpoint,
  searchPaymentsEndpoint,
  resendConfirmationEndpoint,
  refundPaymentEndpoint,
  undoNoShowEndpoint,
  moveBookingEndpoint,
  inquiriesEndpoint,
  birthdayInquiriesEndpoint,
  markRespondedEndpoint,
  draftResponseEndpoint,
  sendResponseEndpoint,
  confirmPartyEndpoint,
  takePartyPaymentEndpoint,
  cancelPartyEndpoint,
  listRestrictionsEndpoint,
  blockSlotEndpoint,
  unblockSlotEndpoint,
  calendarMonthEndpoint,
  calendarDayEndpoint,
]
