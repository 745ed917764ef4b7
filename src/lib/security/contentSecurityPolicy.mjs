// The site's Content Security Policy. Plain JavaScript so next.config.mjs (the cached pages'
// header) and the proxy (every other page's, with a nonce) build it from one place.

/**
 * With a nonce (every page rendered per request), scripts run only with this response's nonce,
 * and what those scripts load ('strict-dynamic': Next.js's chunks, Stripe.js); never an inline
 * script an attacker managed to write into a page. Stripe's Payment Element needs its script, its
 * frames and its API (https://docs.stripe.com/security/guide#content-security-policy). Styles may
 * be inline: the admin and React set style attributes, and a style cannot run code.
 *
 * Without a nonce (the cached content pages, src/lib/rendering/cachedPages.mjs: one HTML for every
 * visitor), scripts come from this origin, and inline <script> elements are allowed: Next.js writes
 * the page's data as inline scripts whose hashes change with every CMS edit. Inline event handlers
 * (onerror="...", the usual shape of injected markup) stay blocked (script-src-attr). Those pages
 * show only what staff wrote in the CMS, escaped by React, and nothing from the request; no
 * third-party script loads.
 *
 * `wasm` (the kiosk at /check-in only) lets the page compile WebAssembly ('wasm-unsafe-eval'): the
 * QR reader's polyfill for tablets without BarcodeDetector is zxing-wasm, fetched from this site.
 * It allows no JavaScript eval, and no other page needs it.
 * `errorReports` is the origin browser errors are sent to (Sentry's ingest, when SENTRY_DSN is set).
 * @param {{ nonce: string | null, development: boolean, https: boolean, wasm?: boolean, errorReports?: string | null }} options
 * @returns {string}
 */
export function contentSecurityPolicy({ nonce, development, https, wasm = false, errorReports = null }) {
  const scripts = nonce ? ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", 'https://js.stripe.com'] : ["'self'", "'unsafe-inline'"]
  /** @type {Record<string, string[]>} */
  const directives = {
    'default-src': ["'self'"],
    // React's development build evaluates code for its debugging tools.
    'script-src': [...scripts, ...(development ? ["'unsafe-eval'"] : []), ...(wasm ? ["'wasm-unsafe-eval'"] : [])],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      'https://api.stripe.com',
      'https://*.stripe.com',
      'https://*.stripe.network',
      ...(errorReports ? [errorReports] : []),
      ...(development ? ['ws:', 'wss:'] : []),
    ],
    'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  }
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`)
  if (https) policy.push('upgrade-insecure-requests')
  return policy.join('; ')
}

/**
 * A fresh nonce: 128 random bits, base64.
 * @returns {string}
 */
export function newNonce() {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64')
}
