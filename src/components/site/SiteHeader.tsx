import { StaticMarkup } from '@/components/rendering/StaticMarkup'
import { container } from '@/styles/primitives.css'
import { MobileMenu } from './MobileMenu'
import { primaryNavigation } from './navigation'
import * as styles from './SiteHeader.css'

export function SiteHeader({ venueName }: { venueName: string }) {
  return (
    <header className={styles.header} data-print="hide">
      <div className={`${container} ${styles.bar}`}>
        {/* Plain links: server HTML that React does not hydrate. Only the mobile menu runs in the browser. */}
        <StaticMarkup>
          <a href="/" className={styles.brand}>
            {venueName}
          </a>
          <nav aria-label="Main" className={styles.desktopNav}>
            {primaryNavigation.map((item) => (
              <a key={item.href} href={item.href} className={item.href === '/booking' ? styles.bookLink : styles.navLink}>
                {item.label}
              </a>
            ))}
          </nav>
        </StaticMarkup>
        <MobileMenu />
      </div>
    </header>
  )
}
