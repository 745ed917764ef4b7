import * as styles from './menu.css'

/** The allergen information box above the tabs; its words come from the menu-page global. */
export function AllergenInfo({ text }: { text: string }) {
  return (
    <aside className={styles.allergenBox} aria-labelledby="allergen-title">
      <h2 id="allergen-title" className={styles.allergenTitle}>
        <span aria-hidden="true">⚠️</span> Allergen Information
      </h2>
      <p className={styles.allergenText}>{text}</p>
    </aside>
  )
}
