import type { Metadata } from 'next'
import { Suspense } from 'react'
import { ExistingCredits } from '@/components/credits/ExistingCredits'
import { PurchaseReturn } from '@/components/credits/PurchaseReturn'
import { SessionCreditsScreen } from '@/components/credits/SessionCreditsScreen'
import { getCreditOffer } from '@/server/pluginContent'
import { formatPence } from '@/lib/money'
import { button, card, container, section } from '@/styles/primitives.css'

// Rendered per request, like every page not in src/lib/rendering/cachedPages.mjs.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Bulk Session Credits',
  description: 'Buy child play sessions in advance and save. Credits apply automatically when you book.',
}

export default async function SessionCreditsPage() {
  const offer = await getCreditOffer()
  return (
    <section className={section} aria-labelledby="session-credits-title">
      <div className={container}>
        <h1 id="session-credits-title">Bulk Session Credits</h1>
        {offer.available ? (
          <>
            <p style={{ fontSize: '1.125rem' }}>
              Buy {offer.credits} child sessions for {formatPence(offer.pricePence)}
              {offer.savingsPence > 0 ? ` and save ${formatPence(offer.savingsPence)}` : ''}. One credit pays for one child&apos;s session
              and is applied automatically when you book.
            </p>
            <SessionCreditsScreen offer={offer} />
          </>
        ) : (
          <div style={{ display: 'grid', gap: '1rem' }}>
            <Suspense fallback={null}>
              <PurchaseReturn />
            </Suspense>
            <div className={card} style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
              <h2 style={{ margin: 0 }}>Credits are not on sale just now</h2>
              <p style={{ margin: 0 }}>
                Bulk session credits are not on sale just now. Credits you already have still apply when you book, and you can book a visit
                as usual.
              </p>
              <a href="/booking" className={button.primary}>
                Book a visit
              </a>
            </div>
            <ExistingCredits />
          </div>
        )}
      </div>
    </section>
  )
}
