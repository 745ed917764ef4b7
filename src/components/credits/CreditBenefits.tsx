import { card } from '@/styles/primitives.css'
import * as styles from './credits.css'

/** The offer's selling points, as the CMS lists them. */
export function CreditBenefits({ benefits }: { benefits: string[] }) {
  if (benefits.length === 0) return null
  return (
    <section className={card} aria-labelledby="credit-benefits-title">
      <h2 id="credit-benefits-title" style={{ marginTop: 0 }}>
        Why buy credits?
      </h2>
      <ul className={styles.benefits}>
        {benefits.map((benefit, index) => (
          <li key={`${index}-${benefit}`} className={styles.benefit}>
            <span className={styles.tick} aria-hidden="true">
              ✓
            </span>
            <span>{benefit}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
