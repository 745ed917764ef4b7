import { describe, expect, it, vi } from 'vitest'
import { rest } from '../helpers/payload'

// The config reads the environment when it loads: this file runs with a Stripe key configured.
vi.hoisted(() => {
  process.env.STRIPE_SECRET_KEY = 'sk_test_configured_for_this_file'
  process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_configured_for_this_file'
})

describe('with a Stripe key configured', () => {
  it('uses Stripe and says so to the browser', async () => {
    expect((await rest('GET', 'payments/config')).json).toEqual({ provider: 'stripe', publishableKey: 'pk_test_configured_for_this_file' })
  })

  it('has no test confirm path, so nobody can mark a booking paid without paying', async () => {
    const { status } = await rest('POST', 'payments/test/confirm', {
      body: { clientSecret: 'test_pi_000000000000000000000000_secret_00000000000000000000000000000000' },
    })
    expect(status).toBe(404)
  })
})
