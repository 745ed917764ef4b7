'use client'

import { useCallback } from 'react'
import useSWR from 'swr'
import type { VerificationSessionAnswer } from '@plugins/verification/contract'
import { swrDefaults } from '@/components/booking/bookingApi'
import { apiRequest } from '@/lib/http/apiRequest'

export type VerificationSession = VerificationSessionAnswer

export const VERIFICATION_SESSION_KEY = '/api/email-verification/session'

const fetchSession = (path: string) => apiRequest<VerificationSession>('GET', path)

export type VerifiedEmail = {
  /** The address this browser has proved it reads, or null. */
  email: string | null
  expiresAt: string | null
  isLoading: boolean
  refresh: () => Promise<unknown>
  signOut: () => Promise<void>
}

/** The e-mail address proved by a code in this browser (the httpOnly cookie is read by the server). */
export function useVerifiedEmail(): VerifiedEmail {
  const { data, error, mutate } = useSWR<VerificationSession>(VERIFICATION_SESSION_KEY, fetchSession, swrDefaults)

  const refresh = useCallback(() => mutate(), [mutate])
  const signOut = useCallback(async () => {
    const signedOut: VerificationSession = { email: null, expiresAt: null }
    // Shown as signed out at once; put back if the server did not agree.
    await mutate(
      async () => {
        await apiRequest('POST', '/api/email-verification/sign-out')
        return signedOut
      },
      { optimisticData: signedOut, rollbackOnError: true, revalidate: true },
    )
  }, [mutate])

  // From data, not swr's isLoading, so the server render and the first client render agree.
  const isLoading = data === undefined && !error
  return { email: data?.email ?? null, expiresAt: data?.expiresAt ?? null, isLoading, refresh, signOut }
}
