import type { LandingPage, TicketType } from '@/payload-types'
import { formatPence } from '@/lib/money'
import { button, card, container, section } from '@/styles/primitives.css'
import * as styles from './sections.css'

/** Entry prices from the ticket types; the landing page's own readings from its copy (ADR 4). */
export function PricingSection({ pricing, ticketTypes }: { pricing: LandingPage['pricing']; ticketTypes: TicketType[] }) {
  const cheapest = ticketTypes.length ? Math.min(...ticketTypes.map((ticket) => ticket.pricePence + ticket.feePence)) : null
  return (
    <section id="pricing" className={`${section} ${styles.altBackground}`} aria-labelledby="pricing-title">
      <div className={container}>
        <h2 id="pricing-title" className={styles.sectionTitle}>
          {pricing.heading}
        </h2>
        {pricing.intro ? <p className={styles.lead}>{pricing.intro}</p> : null}
        <div className={styles.contactGrid}>
          <article className={card} aria-labelledby="entry-pricing">
            <h3 id="entry-pricing">{pricing.entryTitle}</h3>
            {cheapest === null ? (
              <p>Prices will be published soon.</p>
            ) : (
              <p className={styles.priceTag}>
                from {formatPence(cheapest)} <span className={styles.tileDetail}>{pricing.entryFromText}</span>
              </p>
            )}
            <ul className={styles.priceRows}>
              {ticketTypes.map((ticket) => (
                <li key={ticket.id} className={styles.priceRow}>
                  <span>{ticket.title}</span>
                  <strong>{formatPence(ticket.pricePence + ticket.feePence)}</strong>
                </li>
              ))}
            </ul>
            {pricing.entryNotes?.length ? (
              <ul className={styles.bulletList}>
                {pricing.entryNotes.map((note) => (
                  <li key={note.id ?? note.text}>{note.text}</li>
                ))}
              </ul>
            ) : null}
            <a href="/booking" className={button.primary}>
              {pricing.entryButtonLabel}
            </a>
          </article>
          <article className={card} aria-labelledby="party-pricing">
            <h3 id="party-pricing">{pricing.partyTitle}</h3>
            <p className={styles.priceTag}>{formatPence(pricing.partyPricePence)}</p>
            {pricing.partyNotes?.length ? (
              <ul className={styles.bulletList}>
                {pricing.partyNotes.map((note) => (
                  <li key={note.id ?? note.text}>{note.text}</li>
                ))}
              </ul>
            ) : null}
            <a href="/party-booking" className={button.outline}>
              {pricing.partyButtonLabel}
            </a>
          </article>
        </div>
      </div>
    </section>
  )
}
