import { fileURLToPath } from 'node:url'
import { withPayload } from '@payloadcms/next/withPayload'
import { createVanillaExtractPlugin } from '@vanilla-extract/next-plugin'
import { CACHED_PAGE_PATHS } from './src/lib/rendering/cachedPages.mjs'
import { sentryDsn, sentryOrigin } from './src/lib/errors/sentryDsn.mjs'
import { contentSecurityPolicy } from './src/lib/security/contentSecurityPolicy.mjs'

// Turbopack needs the explicit mode, otherwise vanilla-extract styles are not assigned to files.
const withVanillaExtract = createVanillaExtractPlugin({ unstable_turbopack: { mode: 'auto' } })

// Several instances (REDIS_URL set): one data cache on Redis for all, and no per-process copy in
// front of it, so an edit saved through one instance shows on every other. One instance: Next's own.
const sharedCache = process.env.REDIS_URL
  ? { cacheHandler: fileURLToPath(new URL('./src/lib/cache/redisCacheHandler.mjs', import.meta.url)), cacheMaxMemorySize: 0 }
  : {}

// The cached content pages are one HTML for every visitor: their policy has no nonce (the proxy
// gives every other page one). upgrade-insecure-requests is left to the per-request policy: this
// header is fixed at build time, before the address is known, and these pages load nothing by http.
// Error reports (SENTRY_DSN, read when the site is built) go to Sentry's ingest from the browser too.
const errorReportDsn = sentryDsn(process.env.SENTRY_DSN)
const cachedPagePolicy = contentSecurityPolicy({
  nonce: null,
  development: process.env.NODE_ENV === 'development',
  https: false,
  errorReports: sentryOrigin(errorReportDsn),
})

/** @type {import('next').NextConfig} */
const nextConfig = {
  ...sharedCache,
  poweredByHeader: false,
  // The browser's copy of SENTRY_DSN: empty without it, and then no error-reporting code is bundled.
  env: { NEXT_PUBLIC_SENTRY_DSN: errorReportDsn ?? '' },
  // CI type-checks the whole tree (`npm run typecheck`) before the browser tests build the app; it
  // sets this so the build does not type-check the same files a second time. Builds elsewhere check.
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIP_TYPECHECK === '1' },
  // Turbopack keeps a build cache in .next by default; a fresh clone in CI builds once, so writing
  // it there only costs time (43 s once on a busy machine).
  //
  // Rendered pages and cached CMS reads stay in this process's memory and are never written to
  // .next (isrFlushToDisk: false). The record of which tags an edit expired is in memory only, so
  // an entry on disk could be read back by another process started from the same folder (a second
  // instance without REDIS_URL, or the browser tests' second part), which never heard of the edit:
  // the tests caught a price changed and restored in one site shown unchanged-then-stale by the
  // other. Each process now renders its own; the server discards the build's shells of the cached
  // pages at start (scripts/lib/pageCache.mjs), so nothing on disk is served as cached content.
  experimental: {
    inlineCss: true,
    isrFlushToDisk: false,
    // The server's code is never sent to a browser: left unminified, its stack traces in the log
    // and in error reports name our functions, and the build takes a third less CPU (65 s
    // against 91 s here).
    serverMinification: false,
    // No source maps in a build (`next dev` keeps them for its overlay): nothing reads them.
    // Browsers are sent none, no upload to Sentry is set up (its browser reports name the minified
    // files either way), and the server runs its unminified code without them. Writing them was
    // 150 MB of .next and a quarter of the build's CPU (112 s of CPU against 82 s on a 2-core
    // machine). Turn them back on with an upload step if one is added.
    turbopackSourceMaps: process.env.NODE_ENV === 'development',
    ...(process.env.CI ? { turbopackFileSystemCacheForBuild: false } : {}),
  },
  images: { formats: ['image/avif', 'image/webp'] },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          // Stripe's Payment Element may ask for the Payment Request API (wallets); nothing else may.
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self "https://js.stripe.com")' },
        ],
      },
      ...CACHED_PAGE_PATHS.map((source) => ({ source, headers: [{ key: 'Content-Security-Policy', value: cachedPagePolicy }] })),
      {
        // The door tablet scans the QR code of a confirmation e-mail with its camera.
        source: '/check-in',
        headers: [{ key: 'Permissions-Policy', value: 'camera=(self), microphone=(), geolocation=(), usb=(), payment=()' }],
      },
    ]
  },
}

const withPayloadConfig = withPayload(nextConfig, { devBundleServerPackages: false })
const payloadHeaders = withPayloadConfig.headers

/**
 * Payload asks every path for the Sec-CH-Prefers-Color-Scheme client hint (for the admin's
 * theme), and Critical-CH makes Chromium fetch each page twice to send it. Only the admin reads
 * it: keep the hint there and off the public site.
 */
const isColorSchemeHint = (rule) => rule.source === '/:path*' && rule.headers.some((header) => header.key === 'Critical-CH')
withPayloadConfig.headers = async () =>
  (await payloadHeaders()).map((rule) => (isColorSchemeHint(rule) ? { ...rule, source: '/admin/:path*' } : rule))

export default withVanillaExtract(withPayloadConfig)
