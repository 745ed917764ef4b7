import { ALLERGEN_CODES } from '@/lib/menu/allergenCodes'
import { ALLERGENS } from '@/lib/menu/menuOptions'
import * as styles from './poster.css'

/** The poster's key: the eight allergens and the short code each dish is marked with. */
export function AllergenKey() {
  return (
    <section className={styles.keyBox} aria-labelledby="allergen-key-title">
      <h2 id="allergen-key-title" className={styles.keyTitle}>
        Allergen key
      </h2>
      <ul className={styles.key} aria-labelledby="allergen-key-title">
        {ALLERGENS.map((allergen) => (
          <li key={allergen.value} className={styles.keyEntry}>
            <span className={styles.code} aria-hidden="true">
              {ALLERGEN_CODES[allergen.value]}
            </span>{' '}
            {allergen.label}
          </li>
        ))}
      </ul>
      <p className={styles.keyNote}>Dishes without a code contain none of these eight. Please ask about traces.</p>
    </section>
  )
}
