import { container } from '@/styles/primitives.css'
import * as styles from './menu.css'
import { ArrowLeft, Printer } from 'lucide-react'
import { InlineIcon } from '@/components/icons/InlineIcon'

/** The menu's own sticky bar, under the site header: back home, and the printable poster. */
export function MenuBar() {
  return (
    <nav className={styles.stickyBar} aria-label="Cafe menu">
      <div className={`${container} ${styles.barInner}`}>
        <a href="/" className={styles.barLink}>
          <InlineIcon icon={ArrowLeft} /> Home
        </a>
        <a href="/menu-poster" className={styles.barLink}>
          <InlineIcon icon={Printer} /> Print Poster
        </a>
      </div>
    </nav>
  )
}
