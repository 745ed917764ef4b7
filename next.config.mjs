import { fileURLToPath } from 'node:url'
import { withPayload } from '@payloadcms/next/withPayload'
import { createVanillaExtractPlugin } from '@vanilla-extract/next-plugin'

// Turbopack needs the explicit mode, otherwise vanilla-extract styles are not assigned to files.
const withVanillaExtract = createVanillaExtractPlugin({ unstable_turbopack: { mode: 'auto' } })

// Several instances (REDIS_URL set): one data cache on Redis for all, and no per-process copy in
// front of it, so an edit saved through one instance shows on every other. One instance: Next's own.
const sharedCache = process.env.REDIS_URL
  ? { cacheHandler: fileURLToPath(new URL('./src/lib/cache/redisCacheHandler.mjs', import.meta.url)), cacheMaxMemorySize: 0 }
  : {}

/** @type {import('next').NextConfig} */
const nextConfig = {
  ...sharedCache,
  poweredByHeader: false,
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
      {
        // The door tablet scans the QR code of a confirmation e-mail with its camera.
        source: '/check-in',
        headers: [{ key: 'Permissions-Policy', value: 'camera=(self), microphone=(), geolocation=(), usb=(), payment=()' }],
      },
    ]
  },
}

export default withVanillaExtract(withPayload(nextConfig, { devBundleServerPackages: false }))
