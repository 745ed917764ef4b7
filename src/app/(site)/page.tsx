import Link from 'next/link'
import * as styles from '@/components/home/home.css'
import { getTicketTypes, getVenue } from '@/lib/cms/content'
import { formatPence } from '@/lib/money'
import { button, card, container, section } from '@/styles/primitives.css'

export default async function HomePage() {
  const [venue, ticketTypes] = await Promise.all([getVenue(), getTicketTypes()])
  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={container}>
          <h1 id="hero-title" className={styles.heroTitle}>
            {venue.name}
          </h1>
          {venue.tagline ? <p>{venue.tagline}</p> : null}
          <div className={styles.heroActions}>
            <Link href="/booking" className={`${button.primary} ${styles.heroButton}`}>
              Book Your Visit
            </Link>
            <Link href="/party-booking" className={button.outline}>
              Birthday Parties
            </Link>
          </div>
        </div>
      </section>

      <section id="pricing" className={section} aria-labelledby="pricing-title">
        <div className={container}>
          <h2 id="pricing-title">Entry Prices</h2>
          {ticketTypes.length === 0 ? (
            <p className={styles.muted}>Prices will be published soon. Please call us on {venue.phone}.</p>
          ) : (
            <ul className={styles.grid} role="list" style={{ listStyle: 'none', padding: 0 }}>
              {ticketTypes.map((ticket) => (
                <li key={ticket.id} className={card}>
                  <span className={styles.swatch} style={{ background: ticket.colour ?? undefined }} aria-hidden="true" />
                  <h3>{ticket.title}</h3>
                  {ticket.description ? <p className={styles.muted}>{ticket.description}</p> : null}
                  <p className={styles.price}>{formatPence(ticket.pricePence)}</p>
                </li>
              ))}
            </ul>
          )}
          <p style={{ marginTop: '1.5rem' }}>
            <Link href="/booking" className={button.primary}>
              Book Now
            </Link>
          </p>
        </div>
      </section>

      <section id="contact" className={section} aria-labelledby="contact-title">
        <div className={`${container} ${styles.twoColumns}`}>
          <div className={card}>
            <h2 id="contact-title">Opening Hours</h2>
            <dl className={styles.hoursList}>
              {(venue.openingHours ?? []).map((entry) => (
                <div key={entry.id ?? entry.day} style={{ display: 'contents' }}>
                  <dt>{entry.day}</dt>
                  <dd style={{ margin: 0 }}>{entry.hours}</dd>
                </div>
              ))}
            </dl>
            {venue.contactHoursNote ? <p className={styles.muted}>{venue.contactHoursNote}</p> : null}
          </div>
          <div className={card}>
            <h2>Find Us</h2>
            <address style={{ fontStyle: 'normal' }}>
              {[venue.address.line1, venue.address.line2, venue.address.town, venue.address.county, venue.address.postcode]
                .filter(Boolean)
                .map((line) => (
                  <span key={line} style={{ display: 'block' }}>
                    {line}
                  </span>
                ))}
            </address>
            {venue.parking?.freeOutside ? <p>{venue.parking.freeOutside}</p> : null}
            <p>
              <a href={`tel:${venue.phone.replace(/\s+/g, '')}`}>{venue.phone}</a> &middot;{' '}
              <a href={`mailto:${venue.email}`}>{venue.email}</a>
            </p>
            {venue.maps?.viewUrl ? (
              <a href={venue.maps.viewUrl} target="_blank" rel="noopener noreferrer">
                {venue.maps.viewLabel ?? 'View on map'}
              </a>
            ) : null}
          </div>
        </div>
      </section>
    </>
  )
}
