/// <reference lib="webworker" />
// The door tablet's service worker (issue 38, docs/adr/0030-offline-kiosk-sync.md), built by
// Serwist (src/app/kiosk-sw/[path]/route.ts) and registered by /check-in alone, with the scope
// /check-in: the public site and /admin keep no service worker. It keeps the kiosk's shell so a
// reload or a restart with no network opens the kiosk: the build's scripts, styles and fonts are
// precached; the page itself and the kiosk's settings (the terms and their version in force) are
// fetched from the network first and answered from the last copy when there is none.
// The day's tickets and what the tablet recorded offline are the page's own (IndexedDB): no
// other answer is kept here.
import { CacheableResponsePlugin, NetworkFirst, Serwist, type PrecacheEntry, type SerwistGlobalConfig } from 'serwist'
import { KIOSK_SHELL_CACHE, KIOSK_SHELL_PATHS } from './shellPaths'

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined
  }
}
declare const self: ServiceWorkerGlobalScope

/** A slow network answers from the copy after this long, as an absent one does at once. */
const NETWORK_TIMEOUT_SECONDS = 4

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // A new build takes over at once: its page and its scripts go together.
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && KIOSK_SHELL_PATHS.includes(url.pathname),
      handler: new NetworkFirst({
        cacheName: KIOSK_SHELL_CACHE,
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        // A page fetched by the tablet itself (to warm the copy) is the page a reload asks for.
        matchOptions: { ignoreVary: true },
        // Only a full answer: never a sign-in refusal or a server error in place of the kiosk.
        plugins: [new CacheableResponsePlugin({ statuses: [200] })],
      }),
    },
  ],
})

serwist.addEventListeners()
