import { describe, expect, it } from 'vitest'
import { confirmationState, readReturnQuery } from './confirmationState'

describe('the confirmation page state', () => {
  it('confirms only what the server says is paid (or already at the venue)', () => {
    for (const status of ['paid', 'checked_in', 'checked_out', 'no_show'] as const)
      expect(confirmationState(status, 'failed')).toBe('confirmed')
  })

  it('waits while a held booking’s payment is on its way, and says so when Stripe reports failure', () => {
    expect(confirmationState('held', 'succeeded')).toBe('processing')
    expect(confirmationState('held', 'processing')).toBe('processing')
    expect(confirmationState('held', null)).toBe('processing')
    expect(confirmationState('held', 'failed')).toBe('failed')
  })

  it('tells a released or refunded booking apart', () => {
    expect(confirmationState('expired', 'succeeded')).toBe('released')
    expect(confirmationState('cancelled', null)).toBe('released')
    expect(confirmationState('refunded', 'succeeded')).toBe('refunded')
  })

  it('says a payment that came too late is being refunded, rather than waiting for ever', () => {
    expect(confirmationState('held', 'succeeded', true)).toBe('refunded')
    expect(confirmationState('expired', 'succeeded', true)).toBe('refunded')
    expect(confirmationState('paid', 'succeeded', true)).toBe('confirmed')
  })
})

describe("Stripe's return query", () => {
  it('reads the client secret and redirect status', () => {
    expect(readReturnQuery('?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&redirect_status=succeeded')).toEqual({
      clientSecret: 'pi_1_secret_2',
      redirectStatus: 'succeeded',
    })
  })

  it('has nothing without them, and ignores an absurdly long secret', () => {
    expect(readReturnQuery('')).toEqual({ clientSecret: null, redirectStatus: null })
    expect(readReturnQuery(`?payment_intent_client_secret=${'x'.repeat(301)}`).clientSecret).toBeNull()
  })
})
