import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import * as styles from '@/components/kiosk/kiosk.css'
import { Toaster } from '@/components/toast/Toaster'
import { getVenue } from '@/lib/cms/content'
import { env } from '@/lib/env'
import '@/styles/global.css'

// The kiosk reads its session per request; nothing here is built ahead.
export const dynamic = 'force-dynamic'

export const viewport: Viewport = { themeColor: '#6d28d9', width: 'device-width', initialScale: 1 }

export async function generateMetadata(): Promise<Metadata> {
  const venue = await getVenue()
  return {
    metadataBase: new URL(env().SERVER_URL),
    title: `Check-in | ${venue.name}`,
    robots: { index: false, follow: false },
    icons: { icon: '/favicon.svg', apple: '/kiosk-icon-192.png' },
    // The tablet's installable app (README, "The kiosk on a tablet").
    manifest: '/check-in/manifest.webmanifest',
    appleWebApp: { capable: true, title: 'Check-in', statusBarStyle: 'default' },
  }
}

/** The door tablet's own shell: no site header, menu or footer links for a family to wander off through. */
export default async function KioskLayout({ children }: { children: ReactNode }) {
  const venue = await getVenue()
  return (
    <html lang="en-GB">
      <body>
        <Toaster>
          <div className={styles.shell}>
            <header className={styles.header}>
              <p className={styles.venueName}>{venue.name}</p>
              <span className={styles.headerTag}>Self Check-In</span>
            </header>
            {children}
          </div>
        </Toaster>
      </body>
    </html>
  )
}
