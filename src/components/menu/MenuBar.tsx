import Link from 'next/link'
import { container } from '@/styles/primitives.css'
import * as styles from './menu.css'

/** The menu's own sticky bar, under the site header: back home, and the printable poster. */
export function MenuBar() {
  return (
    <nav className={styles.stickyBar} aria-label="Cafe menu">
      <div className={`${container} ${styles.barInner}`}>
        <Link href="/" className={styles.barLink}>
          <span aria-hidden="true">←</span> Home
        </Link>
        <Link href="/menu-poster" className={styles.barLink}>
          <span aria-hidden="true">🖨️</span> Print Poster
        </Link>
      </div>
    </nav>
  )
}
