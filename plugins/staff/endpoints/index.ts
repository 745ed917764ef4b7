import type { Endpoint } from 'payload'
import { refundPaymentEndpoint } from './refundPayment'
import { resendConfirmationEndpoint } from './resendConfirmation'
import { activeSessionsEndpoint, dashboardStatsEndpoint, searchPaymentsEndpoint, todaysBookingsEndpoint, todaysBookingsExportEndpoint } from './dashboardEndpoints'

/** The staff dashboard's `/api/admin/*` endpoints. */
export const staffEndpoints: Endpoint[] = [dashboardStatsEndpoint, activeSessionsEndpoint, todaysBookingsEndpoint, todaysBookingsExportEndpoint, searchPaymentsEndpoint, resendConfirmationEndpoint, refundPaymentEndpoint]
