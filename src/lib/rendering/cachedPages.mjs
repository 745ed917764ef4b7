// Public content pages served from Next's page cache: the same HTML for every visitor, rendered on
// the first request after a start or a CMS edit (the collection hooks expire their tags) and then
// served as is. They take no payment and reflect nothing from the request, so they carry a
// Content Security Policy without a nonce (a nonce would make every response different), set in
// next.config.mjs; the proxy, which adds nonces, skips them (its matcher lists them too).
// Each page also exports `revalidate`, for what changes with the clock rather than the CMS.
// Plain JavaScript so next.config.mjs reads the same list.

/** @type {readonly string[]} */
export const CACHED_PAGE_PATHS = ['/', '/menu', '/menu-enhanced', '/menu-poster', '/qr-menu', '/facebook-feed']

/**
 * @param {string} pathname
 * @returns {boolean}
 */
export function isCachedPage(pathname) {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname
  return CACHED_PAGE_PATHS.includes(path)
}

/**
 * Public calls whose answer is the same for every visitor for a while (they say `public` in their
 * Cache-Control): the HTTP front repeats them from memory for a second, as it does the pages above
 * (scripts/lib/pageMicroCache.mjs).
 * @type {readonly string[]}
 */
export const SHARED_API_PATHS = ['/api/busy-now']
