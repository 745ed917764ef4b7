import type { MetadataRoute } from 'next'
import { getVenue } from '@/lib/cms/content'
import { KIOSK_WORKER_SCOPE } from '@/kiosk-worker/shellPaths'

/**
 * /check-in/manifest.webmanifest: the door tablet's app (README, "The kiosk on a tablet"). Added
 * to the home screen it opens full screen at /check-in, in either orientation. Only the kiosk's
 * page links it; the public site is not an installable app.
 */
export async function GET(): Promise<Response> {
  const venue = await getVenue()
  const manifest: MetadataRoute.Manifest = {
    id: KIOSK_WORKER_SCOPE,
    name: `${venue.name} Check-in`,
    short_name: 'Check-in',
    description: `Self check-in at the door of ${venue.name}.`,
    start_url: KIOSK_WORKER_SCOPE,
    scope: KIOSK_WORKER_SCOPE,
    display: 'standalone',
    // Landscape and portrait: the tablet may stand either way at the door.
    orientation: 'any',
    background_color: '#ffffff',
    theme_color: '#6d28d9',
    icons: [
      { src: '/kiosk-icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/kiosk-icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  }
  return Response.json(manifest, { headers: { 'content-type': 'application/manifest+json' } })
}
