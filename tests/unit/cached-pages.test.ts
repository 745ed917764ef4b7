import { describe, expect, it } from 'vitest'
import { CACHED_PAGE_PATHS, isCachedPage } from '@/lib/rendering/cachedPages.mjs'
import { config as proxyConfig } from '@/proxy'

describe('isCachedPage', () => {
  it('names the public content pages, with or without a trailing slash', () => {
    for (const path of ['/', '/menu', '/menu/', '/menu-enhanced', '/menu-poster', '/qr-menu', '/facebook-feed'])
      expect(isCachedPage(path)).toBe(true)
  })

  it('leaves pages that take payments or read the request to per-request rendering', () => {
    for (const path of [
      '/booking',
      '/payment',
      '/booking-success',
      '/manage-booking',
      '/session-credits',
      '/loyalty',
      '/party-booking',
      '/menu/x',
      '/admin',
      '/check-in',
      '/MENU',
    ])
      expect(isCachedPage(path)).toBe(false)
  })
})

describe("the proxy's matcher", () => {
  // The matcher must be a literal in src/proxy.ts; this keeps it in step with CACHED_PAGE_PATHS.
  const matches = (path: string) => proxyConfig.matcher.some(({ source }) => new RegExp(`^${source}$`).test(path))

  it('skips every cached page (their policy comes from next.config.mjs, without a nonce)', () => {
    for (const path of CACHED_PAGE_PATHS) {
      expect(matches(path)).toBe(false)
      if (path !== '/') expect(matches(`${path}/`)).toBe(false)
    }
  })

  it('gives every other page a nonce', () => {
    for (const path of [
      '/booking',
      '/payment',
      '/session-credits',
      '/loyalty',
      '/party-booking',
      '/menus',
      '/menu/x',
      '/menu-poster2',
      '/admin',
      '/check-in',
      '/no-such-page',
    ])
      expect(matches(path)).toBe(true)
    for (const path of ['/api/health', '/_next/static/chunks/a.js', '/favicon.svg']) expect(matches(path)).toBe(false)
  })
})
