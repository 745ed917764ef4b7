import type { CreditOffer } from '@plugins/credits/contract'
import { formatPence } from '@/lib/money'
import { card } from '@/styles/primitives.css'
import * as styles from './credits.css'

/** Pay-as-you-go against the pack, every number from the CMS offer. */
export function PricingComparison({ offer }: { offer: CreditOffer }) {
  return (
    <section className={card} aria-labelledby="pricing-comparison-title">
      <h2 id="pricing-comparison-title" style={{ marginTop: 0 }}>
        Compare and save
      </h2>
      <ul className={styles.comparison}>
        <li className={styles.option}>
          <h3 className={styles.optionTitle}>Pay as you go</h3>
          <p className={styles.price}>{formatPence(offer.regularPricePence)}</p>
          <p className={styles.muted}>
            {offer.credits} sessions × {formatPence(offer.creditValuePence)}
          </p>
          <p className={styles.muted}>{formatPence(offer.creditValuePence)} per session</p>
        </li>
        <li className={styles.bestOption}>
          <h3 className={styles.optionTitle}>{offer.title}</h3>
          <p className={styles.price}>{formatPence(offer.pricePence)}</p>
          <p className={styles.muted}>{formatPence(offer.perCreditPence)} per credit</p>
          {offer.savingsPence > 0 ? (
            <>
              <p className={styles.saveBadge}>Save {formatPence(offer.savingsPence)}</p>
              <p className={styles.muted}>{formatPence(offer.savingPerCreditPence)} saved on every session</p>
            </>
          ) : null}
        </li>
      </ul>
    </section>
  )
}
