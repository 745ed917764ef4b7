import * as booking from '@/components/booking/booking.css'
import * as styles from './partyPage.css'
import type { PaymentWait } from './usePartyView'

function text(wait: PaymentWait): string {
  if (wait.settled)
    return wait.stage === 'deposit' ? 'Thank you! Your deposit is paid and your party is confirmed.' : 'Thank you! The balance is paid.'
  if (wait.timedOut) return 'Your payment is still being confirmed. Please refresh this page in a few minutes.'
  return 'Confirming your payment…'
}

/** After the form says "paid": checking, then the thank-you once the server has the payment. Always mounted, so it is announced. */
export function PaymentWaitNotice({ wait }: { wait: PaymentWait | null }) {
  return (
    <div role="status" className={`${styles.liveRegion} ${wait?.settled ? booking.banner : wait ? booking.note : ''}`}>
      {wait ? text(wait) : null}
    </div>
  )
}
