import * as styles from './menu.css'
import { TriangleAlert } from 'lucide-react'
import { InlineIcon } from '@/components/icons/InlineIcon'

/** The allergen information box above the tabs; its words come from the menu-page global. */
export function AllergenInfo({ text }: { text: string }) {
  return (
    <aside className={styles.allergenBox} aria-labelledby="allergen-title">
      <h2 id="allergen-title" className={styles.allergenTitle}>
        <InlineIcon icon={TriangleAlert} /> Allergen Information
      </h2>
      <p className={styles.allergenText}>{text}</p>
    </aside>
  )
}
