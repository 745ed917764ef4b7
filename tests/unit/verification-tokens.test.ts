import { describe, expect, it } from 'vitest'
import { hashAddress, hashCode, newVerificationCode, sameHash } from '@plugins/verification/domain/verificationCode'
import { cookieValue, readVerifiedToken, setCookieHeader, verifiedToken } from '@plugins/verification/domain/verifiedCookie'

describe('verification codes', () => {
  it('are six digits, leading zeros kept', () => {
    for (let i = 0; i < 500; i += 1) expect(newVerificationCode()).toMatch(/^\d{6}$/)
  })
  it('hash per address and secret', () => {
    expect(hashCode('s', 'a@x.test', '123456')).not.toBe(hashCode('s', 'b@x.test', '123456'))
    expect(hashCode('s', 'a@x.test', '123456')).not.toBe(hashCode('t', 'a@x.test', '123456'))
    expect(sameHash(hashCode('s', 'a@x.test', '123456'), hashCode('s', 'a@x.test', '123456'))).toBe(true)
    expect(hashAddress('s', 'a@x.test')).not.toContain('a@x.test')
  })
})

describe('the verified-address token', () => {
  const now = new Date('2026-11-22T12:00:00Z')
  const later = new Date('2026-11-22T12:30:00Z')
  it('reads back the address until it expires', () => {
    const token = verifiedToken('secret', 'jo@test.example', later)
    expect(readVerifiedToken('secret', token, now)).toEqual({ email: 'jo@test.example', expiresAt: later })
    expect(readVerifiedToken('secret', token, later)).toBeNull()
  })
  it('rejects another secret, a changed address or a changed expiry', () => {
    const token = verifiedToken('secret', 'jo@test.example', later)
    expect(readVerifiedToken('other', token, now)).toBeNull()
    const [, expiry, signature] = token.split('.')
    expect(readVerifiedToken('secret', `${Buffer.from('eve@test.example').toString('base64url')}.${expiry}.${signature}`, now)).toBeNull()
    expect(readVerifiedToken('secret', token.replace(String(later.getTime()), String(later.getTime() + 1)), now)).toBeNull()
    expect(readVerifiedToken('secret', 'garbage', now)).toBeNull()
  })
  it('travels as an httpOnly cookie', () => {
    const header = setCookieHeader('pc', 'a.b.c', { maxAgeSeconds: 60, secure: true })
    expect(header).toBe('pc=a.b.c; Path=/; Max-Age=60; HttpOnly; SameSite=Lax; Secure')
    expect(cookieValue('x=1; pc=a.b.c; y=2', 'pc')).toBe('a.b.c')
    expect(cookieValue(null, 'pc')).toBeUndefined()
  })
  it('counts a cookie that is not valid percent-encoding as no cookie', () => {
    for (const bad of ['%ZZ', '%E0%A4%A', '%', 'a%2']) expect(cookieValue(`pc=${bad}`, 'pc'), bad).toBeUndefined()
    expect(cookieValue('pc=%ZZ; pc=a.b.c', 'pc')).toBe('a.b.c')
    expect(cookieValue('pc=a%20b', 'pc')).toBe('a b')
  })
})
