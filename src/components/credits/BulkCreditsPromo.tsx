import type { CreditOffer } from '@plugins/credits/contract'
import { formatPence } from '@/lib/money'
import { button, card } from '@/styles/primitives.css'
import * as styles from './credits.css'

/** /booking step 1: the bulk-credit offer with the CMS's numbers; nothing when packs are not on sale. */
export function BulkCreditsPromo({ offer, headingId = 'bulk-credits' }: { offer: CreditOffer; headingId?: string }) {
  if (!offer.available) return null
  return (
    <section className={card} aria-labelledby={headingId}>
      <h3 id={headingId} style={{ marginTop: 0 }}>
        Save with Bulk Credits
      </h3>
      <p>
        Buy {offer.credits} child sessions for <strong>{formatPence(offer.pricePence)}</strong> ({formatPence(offer.perCreditPence)} each
        instead of {formatPence(offer.creditValuePence)})
        {offer.savingsPence > 0 ? (
          <>
            {' '}
            and <strong className={styles.saving}>save {formatPence(offer.savingsPence)}</strong>
          </>
        ) : null}
        . Credits are applied automatically when you book.
      </p>
      <a href="/session-credits" className={button.secondary}>
        Buy {offer.credits} Credits
      </a>
    </section>
  )
}
