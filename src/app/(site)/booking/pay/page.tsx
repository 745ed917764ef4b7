import type { Metadata } from 'next'
import { Suspense } from 'react'
import { PayByLink } from '@/components/booking/PayByLink'
import { Spinner } from '@/components/booking/Spinner'
import { getVenue } from '@/lib/cms/content'
import { container, section } from '@/styles/primitives.css'

// Rendered per request, like every page not in src/lib/rendering/cachedPages.mjs.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Pay for your booking', robots: { index: false, follow: false } }

export default async function PayByLinkPage() {
  const venue = await getVenue()
  return (
    <div className={section}>
      <div className={container}>
        <Suspense fallback={<Spinner label="Loading your booking…" />}>
          <PayByLink phone={venue.phone} email={venue.email} />
        </Suspense>
      </div>
    </div>
  )
}
