import { card } from '@/styles/primitives.css'
import * as styles from './qr.css'

/** How to use the table code; the tips are edited in the menu-page global. */
export function QrTips({ tips }: { tips: string[] }) {
  if (tips.length === 0) return null
  return (
    <section className={`${card} ${styles.tips}`} aria-labelledby="qr-tips-title">
      <h2 id="qr-tips-title" className={styles.tipsTitle}>
        Usage tips
      </h2>
      <ul className={styles.tipList}>
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  )
}
