import type { Metadata } from 'next'
import { Suspense } from 'react'
import { Spinner } from '@/components/booking/Spinner'
import { LeaveWaitingList } from '@/components/waitingList/LeaveWaitingList'
import { container, section } from '@/styles/primitives.css'

// Rendered per request, like every page not in src/lib/rendering/cachedPages.mjs.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Leave the waiting list', robots: { index: false, follow: false } }

/** The leave link in the waiting-list e-mail (ADR 0026): nothing changes until the family presses the button. */
export default function LeaveWaitingListPage() {
  return (
    <div className={section}>
      <div className={container}>
        <h1>Leave the waiting list</h1>
        <Suspense fallback={<Spinner label="Loading…" />}>
          <LeaveWaitingList />
        </Suspense>
      </div>
    </div>
  )
}
