import { formatPence } from '@/lib/money'
import { card } from '@/styles/primitives.css'
import * as styles from './credits.css'

export type PurchaseSummaryData = {
  title: string
  credits: number
  /** Pence, from the purchase answer (what will be charged), not from the page's offer. */
  amountPence: number
  savingsPence: number
  customerName: string
  customerEmail: string
}

export function PurchaseSummary({ summary }: { summary: PurchaseSummaryData }) {
  return (
    <section className={card} aria-labelledby="purchase-summary-title">
      <h2 id="purchase-summary-title" style={{ marginTop: 0, fontSize: '1.25rem' }}>
        Purchase Summary
      </h2>
      <dl style={{ margin: 0 }}>
        <div className={styles.summaryRow}>
          <dt>{summary.title}</dt>
          <dd style={{ margin: 0 }}>{formatPence(summary.amountPence + summary.savingsPence)}</dd>
        </div>
        {summary.savingsPence > 0 ? (
          <div className={`${styles.summaryRow} ${styles.saving}`}>
            <dt>You Save</dt>
            <dd style={{ margin: 0 }} data-testid="purchase-savings">
              {formatPence(summary.savingsPence)}
            </dd>
          </div>
        ) : null}
        <div className={styles.total}>
          <dt>Total</dt>
          <dd style={{ margin: 0 }} data-testid="purchase-total">
            {formatPence(summary.amountPence)}
          </dd>
        </div>
      </dl>
      <p className={`${styles.muted} ${styles.wrap}`} style={{ marginTop: '1rem' }}>
        {summary.credits === 1 ? '1 credit' : `${summary.credits} credits`} for {summary.customerName}, linked to {summary.customerEmail}
      </p>
    </section>
  )
}
