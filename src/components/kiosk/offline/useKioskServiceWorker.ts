'use client'

import { useEffect } from 'react'
import { KIOSK_SHELL_CACHE, KIOSK_SHELL_PATHS, KIOSK_WORKER_SCOPE, KIOSK_WORKER_URL } from '@/kiosk-worker/shellPaths'

/**
 * Registers the kiosk's service worker (src/kiosk-worker/sw.ts) for /check-in alone, then asks it
 * to keep a copy of the page and its settings as they are now, so a reload with no network opens
 * the kiosk signed in as before (again after each sign-in: a sign-out forgets the page). Production builds only: the development server rebuilds scripts
 * a worker would hold on to.
 */
export function useKioskServiceWorker(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn || process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return
    void (async () => {
      try {
        await navigator.serviceWorker.register(KIOSK_WORKER_URL, { scope: KIOSK_WORKER_SCOPE })
        const ready = await navigator.serviceWorker.ready
        // Serwist's message: fetch these through their routes (network first), keeping the answers.
        ready.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: KIOSK_SHELL_PATHS } })
      } catch (error) {
        // The kiosk works online without it; say why in the console for whoever sets the tablet up.
        console.warn('The kiosk could not install its offline copy:', error)
      }
    })()
  }, [signedIn])
}

/**
 * On sign-out: the tablet's copy of the signed-in page goes, so a reload with no network does not
 * open the kiosk as if still signed in. It is kept again at the next sign-in.
 */
export async function forgetSignedInPage(): Promise<void> {
  if (typeof caches === 'undefined') return
  const cache = await caches.open(KIOSK_SHELL_CACHE)
  await cache.delete(KIOSK_WORKER_SCOPE, { ignoreVary: true })
}
