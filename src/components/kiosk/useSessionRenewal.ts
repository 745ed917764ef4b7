'use client'

import { useEffect } from 'react'
import { apiRequest } from '@/lib/http/apiRequest'
import { isRenewalRefused } from './kioskFailure'

const RENEW_EVERY_MS = 3 * 60 * 60 * 1000
const CHECK_EVERY_MS = 10 * 60 * 1000
// Kept across page loads, so a tablet that reloads often still renews, and no more than this often.
const RENEWED_AT_KEY = 'kiosk:session-renewed-at'

function renewedAt(): number {
  try {
    return Number(window.localStorage.getItem(RENEWED_AT_KEY) ?? 0) || 0
  } catch {
    return 0
  }
}

function rememberRenewal(): void {
  try {
    window.localStorage.setItem(RENEWED_AT_KEY, String(Date.now()))
  } catch {
    // Storage refused (private mode): the next check renews again, which is harmless.
  }
}

/**
 * Slides a kiosk device's session (POST /api/kiosk-devices/refresh-token) at most every few hours
 * while the kiosk is open, so a tablet in use stays signed in for weeks. A refusal (Payload answers
 * 403 when it accepts no session on the request: ended, revoked, or the page is not at SERVER_URL)
 * sends the kiosk back to its sign-in form.
 */
export function useSessionRenewal(enabled: boolean, onSignedOut: () => void) {
  useEffect(() => {
    if (!enabled) return
    let stopped = false
    const renewIfDue = async () => {
      if (Date.now() - renewedAt() < RENEW_EVERY_MS) return
      try {
        await apiRequest('POST', '/api/kiosk-devices/refresh-token')
        rememberRenewal()
      } catch (error) {
        // No connection or a passing failure: the next check tries again.
        if (!stopped && isRenewalRefused(error)) onSignedOut()
      }
    }
    void renewIfDue()
    const timer = window.setInterval(() => void renewIfDue(), CHECK_EVERY_MS)
    return () => {
      stopped = true
      window.clearInterval(timer)
    }
  }, [enabled, onSignedOut])
}
