import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { SiteFooter } from '@/components/site/SiteFooter'
import { SiteHeader } from '@/components/site/SiteHeader'
import { StaticMarkup } from '@/components/rendering/StaticMarkup'
import { Toaster } from '@/components/toast/Toaster'
import { getVenue } from '@/lib/cms/content'
import { env } from '@/lib/env'
import { isBuildPrerender } from '@/lib/rendering/buildPhase'
import { localBusinessJsonLd, serializeJsonLd } from '@/lib/seo/localBusiness'
import '@/styles/global.css'
import { skipLink } from './layout.css'

// Each page says how it renders: content pages from the page cache (src/lib/rendering/cachedPages.mjs),
// the rest per request. Neither reads the CMS at build time.
export const viewport: Viewport = { themeColor: '#6d28d9', width: 'device-width', initialScale: 1 }

export async function generateMetadata(): Promise<Metadata> {
  if (isBuildPrerender()) return {}
  const venue = await getVenue()
  return {
    metadataBase: new URL(env().SERVER_URL),
    title: { default: venue.name, template: `%s | ${venue.name}` },
    description: venue.tagline ?? undefined,
    icons: { icon: '/favicon.svg' },
  }
}

export default async function SiteLayout({ children }: { children: ReactNode }) {
  if (isBuildPrerender()) return <BuildShell />
  const venue = await getVenue()
  return (
    <html lang="en-GB">
      <body>
        {/* A data block, not a script: the Content Security Policy does not apply to it. */}
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(localBusinessJsonLd(venue, env().SERVER_URL)) }}
        />
        <a href="#main" className={skipLink}>
          Skip to content
        </a>
        <Toaster>
          <SiteHeader venueName={venue.name} />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <StaticMarkup>
            <SiteFooter venue={venue} />
          </StaticMarkup>
        </Toaster>
      </body>
    </html>
  )
}

/** What `next build` prerenders without a database; never served (see isBuildPrerender). */
function BuildShell() {
  return (
    <html lang="en-GB">
      <body data-build-shell="" />
    </html>
  )
}
