'use client'

import { createContext, useContext } from 'react'
import { readApiFailure } from '@/lib/http/apiFailure'

const SignedOutContext = createContext<(() => void) | null>(null)

/** Takes what to do when the kiosk's session has ended (return to the sign-in form). */
export const KioskSessionProvider = SignedOutContext.Provider

/**
 * Answers a function for any failed call: on a 401 (session ended or device revoked) it sends
 * the kiosk back to its sign-in form and answers true.
 */
export function useSessionGuard(): (error: unknown) => boolean {
  const signedOut = useContext(SignedOutContext)
  if (!signedOut) throw new Error('useSessionGuard must be used inside <KioskSessionProvider>')
  return (error) => {
    if (readApiFailure(error)?.status !== 401) return false
    signedOut()
    return true
  }
}
