import { describe, expect, it } from 'vitest'
import { NextRequest } from 'next/server'
import { contentSecurityPolicy, newNonce } from '@/lib/security/contentSecurityPolicy.mjs'
import { proxy } from '@/proxy'

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? ''

describe('contentSecurityPolicy', () => {
  const production = contentSecurityPolicy({ nonce: 'abc123', development: false, https: true })

  it('runs scripts by nonce only: never inline or eval in production', () => {
    const scripts = directive(production, 'script-src')
    expect(scripts).toContain("'nonce-abc123'")
    expect(scripts).toContain("'strict-dynamic'")
    expect(scripts).not.toContain('unsafe-inline')
    expect(scripts).not.toContain('unsafe-eval')
    expect(directive(production, 'object-src')).toBe("object-src 'none'")
    expect(directive(production, 'script-src-attr')).toBe("script-src-attr 'none'")
  })

  it("lets Stripe's Payment Element load its script, frames and API", () => {
    expect(directive(production, 'script-src')).toContain('https://js.stripe.com')
    expect(directive(production, 'frame-src')).toContain('https://js.stripe.com')
    expect(directive(production, 'frame-src')).toContain('https://hooks.stripe.com')
    expect(directive(production, 'connect-src')).toContain('https://api.stripe.com')
  })

  it('upgrades requests only on https, and allows eval and the dev socket only in development', () => {
    expect(production).toContain('upgrade-insecure-requests')
    const local = contentSecurityPolicy({ nonce: 'n', development: true, https: false })
    expect(local).not.toContain('upgrade-insecure-requests')
    expect(directive(local, 'script-src')).toContain("'unsafe-eval'")
    expect(directive(local, 'connect-src')).toContain('ws:')
  })

  it('without a nonce (cached content pages): scripts from this origin and inline, no third party, no eval', () => {
    const cached = contentSecurityPolicy({ nonce: null, development: false, https: true })
    expect(directive(cached, 'script-src')).toBe("script-src 'self' 'unsafe-inline'")
    // Inline <script> elements (Next's page data) yes, inline event handlers no.
    expect(directive(cached, 'script-src-attr')).toBe("script-src-attr 'none'")
    expect(directive(cached, 'object-src')).toBe("object-src 'none'")
    expect(directive(cached, 'base-uri')).toBe("base-uri 'self'")
    expect(cached).toContain('upgrade-insecure-requests')
  })

  it('makes a fresh 128-bit nonce each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce))
    expect(nonces.size).toBe(50)
    expect(Buffer.from([...nonces][0]!, 'base64')).toHaveLength(16)
  })
})

describe('WebAssembly for the kiosk QR reader', () => {
  it("is allowed ('wasm-unsafe-eval', never 'unsafe-eval') only when asked", () => {
    const kiosk = directive(contentSecurityPolicy({ nonce: 'n', development: false, https: true, wasm: true }), 'script-src')
    expect(kiosk).toContain("'wasm-unsafe-eval'")
    expect(kiosk).not.toContain("'unsafe-eval'")
    expect(kiosk).toContain("'nonce-n'")
    expect(directive(contentSecurityPolicy({ nonce: 'n', development: false, https: true }), 'script-src')).not.toContain(
      'wasm-unsafe-eval',
    )
  })

  it('is asked for by /check-in alone, among the pages rendered per request', () => {
    const policyOf = (path: string) => proxy(new NextRequest(`http://127.0.0.1:3000${path}`)).headers.get('content-security-policy') ?? ''
    expect(directive(policyOf('/check-in'), 'script-src')).toContain("'wasm-unsafe-eval'")
    for (const path of ['/booking', '/check-in-other', '/admin', '/manage-booking'])
      expect(directive(policyOf(path), 'script-src')).not.toContain('wasm')
  })
})
