import * as styles from './booking.css'

/** A busy indicator with words for screen readers (and for anyone whose animations are reduced). */
export function Spinner({ label }: { label: string }) {
  return (
    <div className={styles.spinner} role="status">
      <span className={styles.spinnerRing} aria-hidden="true" />
      <span>{label}</span>
    </div>
  )
}
