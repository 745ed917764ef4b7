import useSWR, { useSWRConfig } from 'swr'
import { getJson, swrDefaults } from '@/components/booking/bookingApi'

export { getJson, readApiFailure, swrDefaults } from '@/components/booking/bookingApi'

export type CreditBalance = {
  success: boolean
  /** False when the address is not the one proved in this browser: then nothing was looked up. */
  verified: boolean
  totalActiveCredits: number
  activeCredits: { id: number | string; creditsPurchased: number; creditsRemaining: number; purchasedAt: string }[]
}

export type CreditPurchaseCreated = {
  clientSecret: string
  amount: number
  savings: number
  credits: number
  purchaseId: number | string
  provider: string
}

export type CreditPurchaseStatus = { status: 'pending' | 'processing' | 'paid' | 'failed'; credits: number; email: string }

const BALANCE_PATH = '/api/session-credits?email='

/** The spec: the lookup runs only for an address with an @ in it. */
export const creditBalanceKey = (email: string | null | undefined): string | null =>
  email && email.includes('@') ? `${BALANCE_PATH}${encodeURIComponent(email)}` : null

/** GET /api/session-credits for one address; never retried (spec §5). */
export function useCreditBalance(email: string | null | undefined) {
  return useSWR<CreditBalance>(creditBalanceKey(email), getJson, swrDefaults)
}

/** Re-reads every credit balance on the page, e.g. after a purchase. */
export function useRevalidateCreditBalances(): () => void {
  const { mutate } = useSWRConfig()
  return () => {
    void mutate((key) => typeof key === 'string' && key.startsWith(BALANCE_PATH))
  }
}

export const creditsRemaining = (count: number) => `${count} ${count === 1 ? 'credit' : 'credits'} remaining`
