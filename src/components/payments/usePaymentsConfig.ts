import useSWR from 'swr'
import type { PaymentsConfigAnswer } from '@plugins/payments/contract'
import { getJson, swrDefaults } from '@/components/booking/bookingApi'

/** GET /api/payments/config: which provider's form to mount (the booking's and the purchases' forms). */
export function usePaymentsConfig() {
  return useSWR<PaymentsConfigAnswer>('/api/payments/config', getJson, swrDefaults)
}
