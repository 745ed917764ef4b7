import { describe, expect, it } from 'vitest'
import { assertProductionReady, DEVELOPMENT_DEFAULTS, defaultsStillInPlace, parseEnv, stripeApiOverride } from '@/lib/env'

describe('environment', () => {
  it('fills development defaults', () => {
    const env = parseEnv({})
    expect(env.NODE_ENV).toBe('development')
    expect(env.PAYLOAD_SECRET).toBe(DEVELOPMENT_DEFAULTS.PAYLOAD_SECRET)
    expect(env.LOGIN_MAX_ATTEMPTS).toBe(5)
    expect(env.RESEND_API_KEY).toBeUndefined()
  })

  it('treats an empty optional key as unset', () => {
    expect(parseEnv({ RESEND_API_KEY: '' }).RESEND_API_KEY).toBeUndefined()
  })

  it('names every invalid variable', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x', LOGIN_MAX_ATTEMPTS: 'zero' })).toThrow(/DATABASE_URL[\s\S]*LOGIN_MAX_ATTEMPTS/)
  })

  it('refuses production while the development defaults are in place', () => {
    const production = parseEnv({ NODE_ENV: 'production' })
    expect(defaultsStillInPlace(production)).toEqual(['PAYLOAD_SECRET', 'ADMIN_PASSWORD'])
    expect(() => assertProductionReady(production)).toThrow(/Refusing to start in production: PAYLOAD_SECRET and ADMIN_PASSWORD/)
  })

  it('allows production with real secrets, and development with the defaults', () => {
    const production = parseEnv({
      NODE_ENV: 'production',
      PAYLOAD_SECRET: 'a-long-random-production-secret',
      ADMIN_PASSWORD: 'a-long-real-password',
    })
    expect(() => assertProductionReady(production)).not.toThrow()
    expect(() => assertProductionReady(parseEnv({ NODE_ENV: 'development' }))).not.toThrow()
  })

  it('refuses a Stripe key in production without its publishable key and webhook secret', () => {
    const secrets = { NODE_ENV: 'production', PAYLOAD_SECRET: 'a-long-random-production-secret', ADMIN_PASSWORD: 'a-long-real-password' }
    expect(() =>
      assertProductionReady(parseEnv({ ...secrets, STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_PUBLISHABLE_KEY: 'pk_live_x' })),
    ).toThrow(/STRIPE_WEBHOOK_SECRET/)
    expect(() => assertProductionReady(parseEnv({ ...secrets, STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }))).toThrow(
      /STRIPE_PUBLISHABLE_KEY/,
    )
    expect(() =>
      assertProductionReady(
        parseEnv({ ...secrets, STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_PUBLISHABLE_KEY: 'pk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }),
      ),
    ).not.toThrow()
  })

  it('points the Stripe SDK at a test server only outside production', () => {
    const testing = parseEnv({ STRIPE_API_BASE: 'http://127.0.0.1:12111' })
    expect(stripeApiOverride(testing)).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' })
    expect(stripeApiOverride(parseEnv({}))).toBeUndefined()
    expect(() => parseEnv({ STRIPE_API_BASE: 'ftp://example.test' })).toThrow(/STRIPE_API_BASE/)
    const production = parseEnv({
      NODE_ENV: 'production',
      PAYLOAD_SECRET: 'a-long-random-production-secret',
      ADMIN_PASSWORD: 'a-long-real-password',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    })
    expect(() => assertProductionReady(production)).toThrow(/STRIPE_API_BASE/)
  })
})
