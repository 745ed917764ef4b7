import { card } from '@/styles/primitives.css'
import * as styles from './booking.css'

/** The spec's terms of entry and cancellation policy. */
export function TermsBox() {
  return (
    <section className={card} aria-labelledby="terms-title">
      <h3 id="terms-title" style={{ fontSize: '1.0625rem' }}>
        Terms and conditions
      </h3>
      <ul className={styles.terms} tabIndex={0} aria-label="Terms and conditions">
        <li>No outside food or drink.</li>
        <li>Children must be supervised by a responsible adult aged 18 or over at all times.</li>
        <li>Safety socks are mandatory for everyone on the play equipment.</li>
        <li>Age restrictions apply to some equipment.</li>
        <li>Play is at your own risk.</li>
        <li>Aggressive behaviour will lead to removal without a refund.</li>
        <li>
          Cancellation is free up to 24 hours before your visit; same-day cancellations are not refunded. Bank payments take 1-3 business
          days to refund.
        </li>
      </ul>
    </section>
  )
}
