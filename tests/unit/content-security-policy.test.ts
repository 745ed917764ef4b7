import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, newNonce } from '@/lib/security/contentSecurityPolicy'

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

  it('makes a fresh 128-bit nonce each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce))
    expect(nonces.size).toBe(50)
    expect(Buffer.from([...nonces][0]!, 'base64')).toHaveLength(16)
  })
})
