/** What the kiosk's service worker keeps a copy of, besides the build's files: the page and its settings. */
export const KIOSK_SHELL_PATHS = ['/check-in', '/check-in/manifest.webmanifest', '/api/check-in/kiosk-settings']

/** The cache those copies live in (the page asks for them to be refreshed by this name's paths). */
export const KIOSK_SHELL_CACHE = 'kiosk-shell'

/** Where the worker is served and what it controls. */
export const KIOSK_WORKER_URL = '/kiosk-sw/sw.js'
export const KIOSK_WORKER_SCOPE = '/check-in'
