import Link from 'next/link'
import { container } from '@/styles/primitives.css'
import { MobileMenu } from './MobileMenu'
import { primaryNavigation } from './navigation'
import * as styles from './SiteHeader.css'

export function SiteHeader({ venueName }: { venueName: string }) {
  return (
    <header className={styles.header} data-print="hide">
      <div className={`${container} ${styles.bar}`}>
        <Link href="/" className={styles.brand} prefetch={false}>
          {venueName}
        </Link>
        <nav aria-label="Main" className={styles.desktopNav}>
          {primaryNavigation.map((item) => (
            <Link key={item.href} href={item.href} prefetch={false} className={item.href === '/booking' ? styles.bookLink : styles.navLink}>
              {item.label}
            </Link>
          ))}
        </nav>
        <MobileMenu />
      </div>
    </header>
  )
}
