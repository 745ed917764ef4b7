import type { Metadata } from 'next'
import { loadVoucherOffer } from '@plugins/vouchers'
import { GiftVoucherScreen } from '@/components/vouchers/GiftVoucherScreen'
import { payloadClient } from '@/lib/cms/payload'
import { button, card, container, section } from '@/styles/primitives.css'

// Rendered per request, like every page not in src/lib/rendering/cachedPages.mjs.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Gift Vouchers',
  description: 'Give a play session: a gift voucher for any amount we offer, e-mailed with a printable voucher.',
}

export default async function GiftVouchersPage() {
  const offer = await loadVoucherOffer(await payloadClient())
  return (
    <section className={section} aria-labelledby="gift-vouchers-title">
      <div className={container}>
        <h1 id="gift-vouchers-title">Gift Vouchers</h1>
        {offer.available ? (
          <>
            <p style={{ fontSize: '1.125rem' }}>
              Give the gift of play. A voucher pays for part or all of any booking on our website, and we e-mail you the code with a voucher
              to print.
            </p>
            <GiftVoucherScreen amountsPence={offer.amountsPence} terms={offer.terms} />
          </>
        ) : (
          <div className={card} style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
            <h2 style={{ margin: 0 }}>Gift vouchers are not on sale just now</h2>
            <p style={{ margin: 0 }}>Vouchers you already have can still be used when you book.</p>
            <a href="/booking" className={button.primary}>
              Book a visit
            </a>
          </div>
        )}
      </div>
    </section>
  )
}
