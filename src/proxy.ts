import { NextResponse, type NextRequest } from 'next/server'
import { contentSecurityPolicy, newNonce } from '@/lib/security/contentSecurityPolicy'

/**
 * Every page gets a Content Security Policy with a nonce of its own. Next.js reads the policy from
 * the request and puts the nonce on the scripts it renders; the browser gets the same policy.
 * (Every page here is rendered per request already, which nonces require.)
 */
export function proxy(request: NextRequest): NextResponse {
  const nonce = newNonce()
  const policy = contentSecurityPolicy({
    nonce,
    development: process.env.NODE_ENV === 'development',
    https: process.env.NODE_ENV === 'production' && (process.env.SERVER_URL ?? '').startsWith('https://'),
  })
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
      // Pages only: API answers, built assets and prefetches carry no scripts of their own.
      source: '/((?!api/|_next/static|_next/image|favicon\\.ico|favicon\\.svg|robots\\.txt|sitemap\\.xml).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
}
