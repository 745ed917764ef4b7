import type { Metadata } from 'next'
import { Suspense } from 'react'
import { Spinner } from '@/components/booking/Spinner'
import { PartyPage } from '@/components/party/PartyPage'
import { getVenue } from '@/lib/cms/content'
import { container, section } from '@/styles/primitives.css'

// Rendered per request, like every page not in src/lib/rendering/cachedPages.mjs.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Your party', robots: { index: false, follow: false } }

/** /manage-party?token=: the family's party from the signed link in every party e-mail (issue 39). */
export default async function ManagePartyPage() {
  const venue = await getVenue()
  return (
    <div className={section}>
      <div className={container}>
        <Suspense fallback={<Spinner label="Loading your party…" />}>
          <PartyPage phone={venue.phone} email={venue.email} />
        </Suspense>
      </div>
    </div>
  )
}
