import { describe, expect, it } from 'vitest'
import { resolveClientAddress, signClientAddress, verifyClientAddress } from '@/lib/http/clientAddress.mjs'
import { hasMalformedPath } from '../../scripts/lib/malformedPath.mjs'
import { parseTrustedHops, wantsStrictTransport } from '../../scripts/lib/front.mjs'

describe('resolveClientAddress', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(resolveClientAddress('198.51.100.7', '1.2.3.4', 0)).toBe('198.51.100.7')
    expect(resolveClientAddress('::ffff:198.51.100.7', undefined, 0)).toBe('198.51.100.7')
    expect(resolveClientAddress(undefined, undefined, 0)).toBe('unknown')
  })

  it('takes the hop each trusted proxy appended, counting from the right', () => {
    expect(resolveClientAddress('10.0.0.2', 'spoofed, 203.0.113.9', 1)).toBe('203.0.113.9')
    expect(resolveClientAddress('10.0.0.2', ['spoofed', '203.0.113.9, 10.0.0.1'], 2)).toBe('203.0.113.9')
    expect(resolveClientAddress('10.0.0.2', ' 2001:DB8::1 ', 1)).toBe('2001:db8::1')
  })

  it('never goes further left than the chain: a missing header leaves the peer', () => {
    expect(resolveClientAddress('10.0.0.2', undefined, 1)).toBe('10.0.0.2')
    expect(resolveClientAddress('10.0.0.2', '203.0.113.9', 3)).toBe('203.0.113.9')
  })
})

describe('the signed client address header', () => {
  it('verifies what the front signed and nothing else', () => {
    const value = signClientAddress('203.0.113.9', 'key-one')
    expect(verifyClientAddress(value, 'key-one')).toBe('203.0.113.9')
    expect(verifyClientAddress(value, 'key-two')).toBeNull()
    expect(verifyClientAddress(value.replace('203.0.113.9', '203.0.113.8'), 'key-one')).toBeNull()
    expect(verifyClientAddress('203.0.113.9', 'key-one')).toBeNull()
    expect(verifyClientAddress(value, undefined)).toBeNull()
    expect(verifyClientAddress(null, 'key-one')).toBeNull()
  })
})

describe('the front', () => {
  it('spots paths that are not valid percent-encoding, and only those', () => {
    expect(hasMalformedPath('/%ZZ')).toBe(true)
    expect(hasMalformedPath('/menu/%E0%A4%A')).toBe(true)
    expect(hasMalformedPath('/api/bookings/%')).toBe(true)
    expect(hasMalformedPath('/menu?q=%ZZ')).toBe(false)
    expect(hasMalformedPath('/caf%C3%A9')).toBe(false)
    expect(hasMalformedPath(undefined)).toBe(false)
  })

  it('accepts 0 to 10 trusted proxy hops', () => {
    expect(parseTrustedHops(undefined)).toBe(0)
    expect(parseTrustedHops('2')).toBe(2)
    expect(() => parseTrustedHops('-1')).toThrow(/TRUSTED_PROXY_HOPS/)
    expect(() => parseTrustedHops('one')).toThrow(/TRUSTED_PROXY_HOPS/)
  })

  it('asks for https only in production on an https address', () => {
    expect(wantsStrictTransport({ NODE_ENV: 'production', SERVER_URL: 'https://play.example' })).toBe(true)
    expect(wantsStrictTransport({ NODE_ENV: 'production', SERVER_URL: 'http://localhost:3000' })).toBe(false)
    expect(wantsStrictTransport({ NODE_ENV: 'development', SERVER_URL: 'https://play.example' })).toBe(false)
  })
})
