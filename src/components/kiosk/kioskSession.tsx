'use client'

import { createContext, useContext } from 'react'
import { isSignedOut } from './kioskFailure'

const SignedOutContext = createContext<(() => void) | null>(null)

/** Takes what to do when the kiosk's session has ended (return to the sign-in form). */
export const KioskSessionProvider = SignedOutContext.Provider

/**
 * Answers a function for any failed call: on a 401 (session ended, device revoked, or a cookie the
 * server ignores because the page is not at SERVER_URL) it sends the kiosk back to its sign-in
 * form and answers true; the caller then says nothing more.
 */
export function useSessionGuard(): (error: unknown) => boolean {
  const signedOut = useContext(SignedOutContext)
  if (!signedOut) throw new Error('useSessionGuard must be used inside <KioskSessionProvider>')
  return (error) => {
    if (!isSignedOut(error)) return false
    signedOut()
    return true
  }
}
