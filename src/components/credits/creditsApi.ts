import useSWR, { useSWRConfig } from 'swr'
import type { CreditBalanceAnswer } from '@plugins/credits/contract'
import { getJson, swrDefaults } from '@/components/booking/bookingApi'

export { getJson, readApiFailure, swrDefaults } from '@/components/booking/bookingApi'

export type { CreditBalanceAnswer as CreditBalance, CreditPurchaseCreated } from '@plugins/credits/contract'

const BALANCE_PATH = '/api/session-credits?email='

/** The spec: the lookup runs only for an address with an @ in it. */
export const creditBalanceKey = (email: string | null | undefined): string | null =>
  email && email.includes('@') ? `${BALANCE_PATH}${encodeURIComponent(email)}` : null

/** GET /api/session-credits for one address; never retried (spec §5). */
export function useCreditBalance(email: string | null | undefined) {
  return useSWR<CreditBalanceAnswer>(creditBalanceKey(email), getJson, swrDefaults)
}

/** Re-reads every credit balance on the page, e.g. after a purchase. */
export function useRevalidateCreditBalances(): () => void {
  const { mutate } = useSWRConfig()
  return () => {
    void mutate((key) => typeof key === 'string' && key.startsWith(BALANCE_PATH))
  }
}

export const creditsRemaining = (count: number) => `${count} ${count === 1 ? 'credit' : 'credits'} remaining`
