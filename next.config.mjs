import { withPayload } from '@payloadcms/next/withPayload'
import { createVanillaExtractPlugin } from '@vanilla-extract/next-plugin'

// Turbopack needs the explicit mode, otherwise vanilla-extract styles are not assigned to files.
const withVanillaExtract = createVanillaExtractPlugin({ unstable_turbopack: { mode: 'auto' } })

/** @type {import('next').NextConfig} */
const nextConfig = {
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
        ],
      },
    ]
  },
}

export default withVanillaExtract(withPayload(nextConfig, { devBundleServerPackages: false }))
