import { SiteIcon } from '@/components/icons/SiteIcon'
import type { LandingPage } from '@/payload-types'
import { button, container } from '@/styles/primitives.css'
import * as home from './home.css'
import * as styles from './sections.css'

export function HeroSection({ hero }: { hero: LandingPage['hero'] }) {
  return (
    <section className={home.hero} aria-labelledby="hero-title">
      <div className={container}>
        <h1 id="hero-title" className={home.heroTitle}>
          {hero.heading}
        </h1>
        <p className={styles.heroSubheading}>{hero.subheading}</p>
        <div className={home.heroActions}>
          <a href="/booking" className={`${button.primary} ${home.heroButton}`}>
            {hero.bookLabel}
          </a>
        </div>
        {hero.tiles?.length ? (
          <ul className={styles.tiles} aria-label="Highlights">
            {hero.tiles.map((tile) => (
              <li key={tile.id ?? tile.label}>
                <a href={tile.href.startsWith('#') ? `/${tile.href}` : tile.href} className={styles.tile}>
                  <SiteIcon name={tile.icon} />
                  <span>{tile.label}</span>
                  {tile.detail ? <span className={styles.tileDetail}>{tile.detail}</span> : null}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  )
}
