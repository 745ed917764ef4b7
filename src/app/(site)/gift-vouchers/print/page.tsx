import type { Metadata } from 'next'
import { loadPrintableVoucher } from '@plugins/vouchers'
import { PrintButton } from '@/components/vouchers/PrintButton'
import * as styles from '@/components/vouchers/vouchers.css'
import { payloadClient } from '@/lib/cms/payload'
import { env } from '@/lib/env'
import { formatPence } from '@/lib/money'
import { card, container, section } from '@/styles/primitives.css'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Your gift voucher', robots: { index: false, follow: false } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** /gift-vouchers/print?token=: the voucher the buyer's e-mail links to (a signed token), laid out for paper. */
export default async function PrintVoucherPage({ searchParams }: Props) {
  const token = (await searchParams).token
  const voucher =
    typeof token === 'string' && token.length <= 60 ? await loadPrintableVoucher(await payloadClient(), env().PAYLOAD_SECRET, token) : null
  return (
    <section className={section} aria-labelledby="voucher-title">
      <div className={container} style={{ display: 'grid', gap: '1.5rem' }}>
        {voucher ? (
          <>
            <article className={styles.voucher} aria-labelledby="voucher-title">
              <h1 id="voucher-title" style={{ margin: 0 }}>
                Gift voucher for {voucher.recipientName}
              </h1>
              <p className={styles.voucherValue}>{formatPence(voucher.amountPence)}</p>
              {voucher.message ? <p style={{ margin: 0, fontSize: '1.125rem' }}>“{voucher.message}”</p> : null}
              <p style={{ margin: 0 }}>From {voucher.buyerName}</p>
              <div>
                <p style={{ margin: 0 }}>Voucher code</p>
                <p className={styles.voucherCode}>{voucher.code}</p>
              </div>
              <p style={{ margin: 0 }}>
                Use by {voucher.expiresOn}. Book on our website and enter the code on the booking page.
                {voucher.balancePence !== voucher.amountPence ? ` ${formatPence(voucher.balancePence)} left on it now.` : ''}
              </p>
              <p className={styles.terms}>{voucher.terms}</p>
            </article>
            <div className={styles.printOnlyHidden}>
              <PrintButton />
            </div>
          </>
        ) : (
          <div className={card}>
            <h1 id="voucher-title" style={{ marginTop: 0 }}>
              This voucher link does not work
            </h1>
            <p style={{ margin: 0 }}>Please use the link in your voucher e-mail, or contact us and we will send it again.</p>
          </div>
        )}
      </div>
    </section>
  )
}
