import type { Metadata, Viewport } from 'next'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { SiteFooter } from '@/components/site/SiteFooter'
import { SiteHeader } from '@/components/site/SiteHeader'
import { Toaster } from '@/components/toast/Toaster'
import { getVenue } from '@/lib/cms/content'
import { env } from '@/lib/env'
import { localBusinessJsonLd, serializeJsonLd } from '@/lib/seo/localBusiness'
import '@/styles/global.css'
import { skipLink } from './layout.css'

// Pages read the CMS per request (through a tagged cache), never at build time.
export const dynamic = 'force-dynamic'

export const viewport: Viewport = { themeColor: '#6d28d9', width: 'device-width', initialScale: 1 }

export async function generateMetadata(): Promise<Metadata> {
  const venue = await getVenue()
  return {
    metadataBase: new URL(env().SERVER_URL),
    title: { default: venue.name, template: `%s | ${venue.name}` },
    description: venue.tagline ?? undefined,
    icons: { icon: '/favicon.svg' },
  }
}

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const [venue, requestHeaders] = await Promise.all([getVenue(), headers()])
  return (
    <html lang="en-GB">
      <body>
        <script type="application/ld+json" nonce={requestHeaders.get('x-nonce') ?? undefined} dangerouslySetInnerHTML={{ __html: serializeJsonLd(localBusinessJsonLd(venue, env().SERVER_URL)) }} />
        <a href="#main" className={skipLink}>
          Skip to content
        </a>
        <Toaster>
          <SiteHeader venueName={venue.name} />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter venue={venue} />
        </Toaster>
      </body>
    </html>
  )
}
