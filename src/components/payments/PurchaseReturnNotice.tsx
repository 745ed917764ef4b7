import type { ReactNode } from 'react'
import * as styles from '@/components/credits/credits.css'
import type { ReturnedPurchase } from './usePurchaseReturn'

type Props<Answer> = {
  returned: ReturnedPurchase<Answer>
  /** The title and the words once the purchase is paid for. */
  paid: (answer: Answer) => { title: string; text: ReactNode }
  /** While the payment clears. */
  processingText: string
  /** When the status could not be read. */
  unknownText: string
}

/** What the page a payment returned to says of the purchase: checking, paid, failed, clearing, or unknown. */
export function PurchaseReturnNotice<Answer>({ returned, paid, processingText, unknownText }: Props<Answer>) {
  const { clientSecret, status, failed, data } = returned
  if (!clientSecret) return null
  if (status === 'loading')
    return (
      <p role="status" className={styles.notice}>
        Checking your payment…
      </p>
    )
  if (status === 'paid' && data) {
    const { title, text } = paid(data)
    return (
      <div role="status" className={styles.notice}>
        <p className={styles.noticeTitle}>{title}</p>
        <p className={`${styles.noticeText} ${styles.wrap}`}>{text}</p>
      </div>
    )
  }
  if (failed)
    return (
      <div role="alert" className={styles.failureNotice}>
        <p className={styles.noticeTitle}>Payment Failed</p>
        <p className={styles.noticeText}>The payment did not go through and nothing was charged. You can try again below.</p>
      </div>
    )
  if (status === 'processing' || status === 'pending')
    return (
      <div role="status" className={styles.warningNotice}>
        <p className={styles.noticeTitle}>{status === 'processing' ? 'Payment processing' : 'Confirming your payment…'}</p>
        <p className={styles.noticeText}>{processingText}</p>
      </div>
    )
  return (
    <div role="alert" className={styles.warningNotice}>
      <p className={styles.noticeTitle}>We could not check your payment</p>
      <p className={styles.noticeText}>{unknownText}</p>
    </div>
  )
}
