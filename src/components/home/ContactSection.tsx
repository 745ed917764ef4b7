import type { LandingPage, Venue } from '@/payload-types'
import { card, container, section, visuallyHidden } from '@/styles/primitives.css'
import { platformMarks, platformNames } from '@/components/site/socialPlatforms'
import { LazyContactForm } from './LazyContactForm'
import * as styles from './sections.css'
import { MapPin } from 'lucide-react'
import { InlineIcon } from '@/components/icons/InlineIcon'
import { StaticMarkup } from '@/components/rendering/StaticMarkup'

export function ContactSection({ contact, venue }: { contact: LandingPage['contact']; venue: Venue }) {
  const addressLines = [
    venue.address?.line1,
    venue.address?.line2,
    venue.address?.town,
    venue.address?.county,
    venue.address?.postcode,
  ].filter(Boolean)
  return (
    <section id="contact" className={section} aria-labelledby="contact-title">
      <div className={container}>
        {/* Server HTML that React does not hydrate (StaticMarkup): only the message form's loader runs. */}
        <StaticMarkup>
          <h2 id="contact-title" className={styles.sectionTitle}>
            {contact.heading}
          </h2>
          {contact.intro ? <p className={styles.lead}>{contact.intro}</p> : null}
        </StaticMarkup>
        <div className={styles.contactGrid}>
          <StaticMarkup>
            <div className={styles.stack}>
              <article className={card} aria-labelledby="find-us">
                <h3 id="find-us">Find Us</h3>
                <div className={styles.mapPlaceholder} role="img" aria-label={`Map of ${venue.name}, ${addressLines.join(', ')}`}>
                  <span>
                    <InlineIcon icon={MapPin} /> {venue.address?.town} {venue.address?.postcode}
                  </span>
                </div>
                <div className={styles.buttonRow}>
                  {venue.maps?.viewUrl ? (
                    <a href={venue.maps.viewUrl} target="_blank" rel="noopener noreferrer">
                      {venue.maps.viewLabel ?? 'View on map'}
                      <span className={visuallyHidden}> (opens in a new tab)</span>
                    </a>
                  ) : null}
                  {venue.maps?.directionsUrl ? (
                    <a href={venue.maps.directionsUrl} target="_blank" rel="noopener noreferrer">
                      {venue.maps.directionsLabel ?? 'Get Directions'}
                      <span className={visuallyHidden}> (opens in a new tab)</span>
                    </a>
                  ) : null}
                </div>
                <h4>Directions</h4>
                <dl className={styles.definitionList}>
                  {venue.directions?.byCar ? (
                    <>
                      <dt>By car</dt>
                      <dd style={{ margin: 0 }}>{venue.directions.byCar}</dd>
                    </>
                  ) : null}
                  {venue.directions?.byBus ? (
                    <>
                      <dt>By bus</dt>
                      <dd style={{ margin: 0 }}>{venue.directions.byBus}</dd>
                    </>
                  ) : null}
                  {venue.directions?.byTrain ? (
                    <>
                      <dt>By train</dt>
                      <dd style={{ margin: 0 }}>{venue.directions.byTrain}</dd>
                    </>
                  ) : null}
                </dl>
                {venue.parking?.freeOutside ? (
                  <p style={{ marginTop: '1rem' }}>
                    <strong>Parking:</strong> {venue.parking.freeOutside}
                  </p>
                ) : null}
              </article>
              <article className={card} aria-labelledby="opening-hours">
                <h3 id="opening-hours">Opening Hours</h3>
                <dl className={styles.definitionList}>
                  {(venue.openingHours ?? []).map((entry) => (
                    <div key={entry.id ?? entry.day} style={{ display: 'contents' }}>
                      <dt>{entry.day}</dt>
                      <dd style={{ margin: 0 }}>{entry.hours}</dd>
                    </div>
                  ))}
                </dl>
                {venue.contactHoursNote ? <p style={{ marginTop: '1rem' }}>{venue.contactHoursNote}</p> : null}
              </article>
              <article className={card} aria-labelledby="get-in-touch">
                <h3 id="get-in-touch">Get in Touch</h3>
                <p>
                  Phone: <a href={`tel:${venue.phone.replace(/\s+/g, '')}`}>{venue.phone}</a>
                  <br />
                  E-mail: <a href={`mailto:${venue.email}`}>{venue.email}</a>
                </p>
                <address style={{ fontStyle: 'normal', marginBottom: '1rem' }}>
                  {addressLines.map((line) => (
                    <span key={line} style={{ display: 'block' }}>
                      {line}
                    </span>
                  ))}
                </address>
                {venue.social?.length ? (
                  <ul className={styles.socialIcons} aria-label="Follow us">
                    {venue.social.slice(0, 3).map((link) => (
                      <li key={link.id ?? link.url}>
                        <a
                          className={styles.socialIcon}
                          href={link.url}
                          target="_blank"
                          rel="noopener noreferrer"
                          aria-label={`${platformNames[link.platform] ?? link.platform} (opens in a new tab)`}
                        >
                          <span aria-hidden="true">{platformMarks[link.platform] ?? link.platform[0]}</span>
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </article>
            </div>
          </StaticMarkup>
          <article className={card} aria-labelledby="message-form">
            <StaticMarkup>
              <h3 id="message-form">{contact.formHeading}</h3>
              {contact.formIntro ? <p>{contact.formIntro}</p> : null}
            </StaticMarkup>
            <LazyContactForm sectionId="contact" />
          </article>
        </div>
      </div>
    </section>
  )
}
