import { button } from '@/styles/primitives.css'
import * as styles from './loyalty.css'

/** A busy line with words for screen readers (the ring stops for reduced motion). */
export function Loading({ label }: { label: string }) {
  return (
    <div className={styles.loading} role="status">
      <span className={styles.loadingRing} aria-hidden="true" />
      <span>{label}</span>
    </div>
  )
}

/** A failed fetch, said out loud, with a way to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.stack}>
      <p className={styles.failure} role="alert">
        {message}
      </p>
      <div>
        <button type="button" className={button.outline} onClick={onRetry}>
          Try again
        </button>
      </div>
    </div>
  )
}
