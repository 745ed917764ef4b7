import type { MenuItem } from '@/payload-types'
import { ALLERGEN_CODES } from '@/lib/menu/allergenCodes'
import { allergenLabel } from '@/lib/menu/menuOptions'
import { formatPence } from '@/lib/money'
import { visuallyHidden } from '@/styles/primitives.css'
import * as styles from './poster.css'

/** One poster category (Main Meals, Desserts, ...) with its dishes, prices and allergen codes. */
export function PosterGroup({ id, title, items }: { id: string; title: string; items: MenuItem[] }) {
  const headingId = `poster-${id}`
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.groupTitle}>
        {title}
      </h2>
      <ul className={styles.rows}>
        {items.map((item) => {
          const allergens = item.allergens ?? []
          return (
            <li key={item.id} className={styles.row}>
              <span className={styles.dish}>
                {item.emoji ? <span aria-hidden="true">{item.emoji} </span> : null}
                {item.name}
                {allergens.length > 0 ? (
                  <>
                    <span className={styles.codes} aria-hidden="true" data-allergen-codes>
                      {allergens.map((allergen) => ALLERGEN_CODES[allergen]).join(' ')}
                    </span>
                    <span className={visuallyHidden}> (contains {allergens.map(allergenLabel).join(', ')})</span>
                  </>
                ) : null}
              </span>
              <span className={styles.dots} aria-hidden="true" />
              <strong className={styles.rowPrice}>{formatPence(item.pricePence)}</strong>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
