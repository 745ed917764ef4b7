import type { Redemption } from './loyaltyApi'
import * as styles from './loyalty.css'

/** The code of the reward just redeemed; the live region is always there so the change is read out. */
export function RedeemedCode({ redemption, email }: { redemption: Redemption | null; email: string }) {
  return (
    <div role="status" aria-atomic="true">
      {redemption ? (
        <div className={styles.redeemed}>
          <strong>{redemption.rewardTitle} redeemed</strong>
          <span>
            Your code: <span className={styles.code}>{redemption.code}</span>
          </span>
          <span>We have also e-mailed it to {email}. Show this code at the front desk to use your reward.</span>
        </div>
      ) : null}
    </div>
  )
}
