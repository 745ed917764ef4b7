import { describe, expect, it } from 'vitest'
import { creditBalanceKey, creditsRemaining } from './creditsApi'

describe('the credit lookup key', () => {
  it('is null (no call) for a missing address or one without @', () => {
    expect(creditBalanceKey(null)).toBeNull()
    expect(creditBalanceKey(undefined)).toBeNull()
    expect(creditBalanceKey('')).toBeNull()
    expect(creditBalanceKey('jo.example.com')).toBeNull()
  })

  it('encodes the address into the query', () => {
    expect(creditBalanceKey('jo+kids@example.com')).toBe('/api/session-credits?email=jo%2Bkids%40example.com')
  })
})

describe('the remaining-credits text', () => {
  it('counts in the singular and the plural', () => {
    expect(creditsRemaining(1)).toBe('1 credit remaining')
    expect(creditsRemaining(10)).toBe('10 credits remaining')
  })
})
