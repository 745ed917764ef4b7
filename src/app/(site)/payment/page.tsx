import type { Metadata } from 'next'
import { Suspense } from 'react'
import { PaymentScreenClient as PaymentScreen } from '@/components/booking/ClientScreens'
import { container, section } from '@/styles/primitives.css'

// Rendered per request, like every page not in src/lib/rendering/cachedPages.mjs.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Payment', robots: { index: false } }

export default function PaymentPage() {
  return (
    <section className={section} aria-labelledby="payment-title">
      <div className={container}>
        <h1 id="payment-title">Complete your booking</h1>
        <Suspense fallback={<p role="status">Loading…</p>}>
          <PaymentScreen />
        </Suspense>
      </div>
    </section>
  )
}
