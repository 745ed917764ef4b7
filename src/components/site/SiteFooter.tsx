import type { Venue } from '@/payload-types'
import { container, visuallyHidden } from '@/styles/primitives.css'
import { quickLinks } from './navigation'
import { platformNames } from './socialPlatforms'
import * as styles from './SiteFooter.css'

export function SiteFooter({ venue }: { venue: Venue }) {
  const address = [venue.address?.line1, venue.address?.line2, venue.address?.town, venue.address?.postcode].filter(Boolean).join(', ')
  return (
    <footer className={styles.footer} data-print="hide">
      <div className={container}>
        <div className={styles.columns}>
          <section aria-labelledby="footer-about">
            <h2 id="footer-about" className={styles.heading}>
              {venue.name}
            </h2>
            {venue.tagline ? <p className={styles.muted}>{venue.tagline}</p> : null}
            {venue.social?.length ? (
              <ul className={styles.list} aria-label="Follow us">
                {venue.social.map((item) => (
                  <li key={item.id ?? item.url}>
                    <a className={styles.link} href={item.url} target="_blank" rel="noopener noreferrer">
                      {platformNames[item.platform] ?? item.platform}
                      <span className={visuallyHidden}> (opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
          <nav aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links" className={styles.heading}>
              Quick Links
            </h2>
            <ul className={styles.list}>
              {quickLinks.map((item) => (
                <li key={item.href}>
                  <a className={styles.link} href={item.href}>
                    {item.label}
                  </a>
                </li>
              ))}
              <li>
                <a className={styles.link} href="/party-booking">
                  Birthday Parties
                </a>
              </li>
              <li>
                <a className={styles.link} href="/gift-vouchers">
                  Gift Vouchers
                </a>
              </li>
            </ul>
          </nav>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={styles.heading}>
              Contact
            </h2>
            <ul className={styles.list}>
              <li>
                <a className={styles.link} href={`tel:${venue.phone.replace(/\s+/g, '')}`}>
                  {venue.phone}
                </a>
              </li>
              <li>
                <a className={styles.link} href={`mailto:${venue.email}`}>
                  {venue.email}
                </a>
              </li>
              <li className={styles.muted}>{address}</li>
            </ul>
          </section>
        </div>
        <div className={styles.bottom}>
          <p>
            &copy; {venue.copyrightYear ?? new Date().getFullYear()} {venue.name}. All rights reserved.
          </p>
          <p>Privacy Policy &middot; Terms &amp; Conditions &middot; Health &amp; Safety</p>
        </div>
      </div>
    </footer>
  )
}
