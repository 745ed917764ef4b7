import { NextResponse, type NextRequest } from 'next/server'
import { sentryOrigin } from '@/lib/errors/sentryDsn.mjs'
import { contentSecurityPolicy, newNonce } from '@/lib/security/contentSecurityPolicy.mjs'

const development = process.env.NODE_ENV === 'development'
const https = process.env.NODE_ENV === 'production' && (process.env.SERVER_URL ?? '').startsWith('https://')
/** The kiosk's QR reader may compile WebAssembly (its polyfill for tablets without BarcodeDetector); no other page. */
const WASM_PAGES = new Set(['/check-in'])
/** Where the browser sends error reports: the DSN the pages were built with (next.config.mjs), or none. */
const errorReports = sentryOrigin(process.env.NEXT_PUBLIC_SENTRY_DSN || null)

/**
 * Every page rendered per request gets a Content Security Policy with a nonce of its own. Next.js
 * reads the policy from the request and puts the nonce on the scripts it renders; the browser gets
 * the same policy. The cached content pages (src/lib/rendering/cachedPages.mjs) never reach this:
 * they are one HTML for everybody, with the policy without a nonce from next.config.mjs.
 */
export function proxy(request: NextRequest): NextResponse {
  const nonce = newNonce()
  const policy = contentSecurityPolicy({ nonce, development, https, wasm: WASM_PAGES.has(request.nextUrl.pathname), errorReports })
  const headers = new Headers(request.headers)
  headers.set('x-nonce', nonce)
  headers.set('content-security-policy', policy)
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('content-security-policy', policy)
  return response
}

export const config = {
  matcher: [
    {
      // Pages rendered per request only: API answers, built assets, prefetches and the cached
      // pages (CACHED_PAGE_PATHS; a unit test checks the two lists agree) are left alone.
      source:
        '/((?!$|(?:menu|menu-enhanced|menu-poster|qr-menu|facebook-feed)/?$|api/|_next/static|_next/image|favicon\\.ico|favicon\\.svg|robots\\.txt|sitemap\\.xml).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
}
