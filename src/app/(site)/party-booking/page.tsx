import type { Metadata } from 'next'
import { PartyInquiryForm } from '@/components/party/PartyInquiryForm'
import { PartyPackagesCard, packagePrice } from '@/components/party/PartyPackagesCard'
import * as styles from '@/components/party/party.css'
import { getPartyPackages, getPartyPage, getVenue } from '@/lib/cms/content'
import { businessDate } from '@/lib/time/businessDate'
import { card, container, section } from '@/styles/primitives.css'

// Rendered per request, like every page not in src/lib/rendering/cachedPages.mjs.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Birthday Parties',
  description: 'Party packages and a birthday party inquiry form. We reply within 24 hours.',
}

export default async function PartyBookingPage() {
  const [packages, page, venue] = await Promise.all([getPartyPackages(), getPartyPage(), getVenue()])
  const recommended = packages.find((item) => item.recommended && item.pricing === 'perChild')
  return (
    <section className={section} aria-labelledby="party-title">
      <div className={container}>
        <h1 id="party-title">{page.heading}</h1>
        {page.intro ? <p>{page.intro}</p> : null}
        <div className={styles.layout}>
          <div className={card}>
            <PartyInquiryForm
              packages={packages.map((item) => ({ key: item.key, label: `${item.name} (${packagePrice(item)})` }))}
              timeSlots={(page.timeSlots ?? []).map((slot) => slot.label)}
              today={businessDate()}
              estimate={recommended ? { name: recommended.name, pricePence: recommended.pricePence } : null}
            />
            <p style={{ marginTop: '1rem' }}>{page.responsePromise}</p>
          </div>
          <aside className={styles.sidebar} aria-label="Party information">
            <PartyPackagesCard packages={packages} />
            <section className={card} aria-labelledby="catering-title">
              <h2 id="catering-title" style={{ fontSize: '1.25rem' }}>
                {page.catering.heading}
              </h2>
              <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
                {(page.catering.points ?? []).map((point) => (
                  <li key={point.id ?? point.text}>{point.text}</li>
                ))}
              </ul>
            </section>
            <section className={card} aria-labelledby="help-title">
              <h2 id="help-title" style={{ fontSize: '1.25rem' }}>
                {page.help.heading}
              </h2>
              {page.help.text ? <p>{page.help.text}</p> : null}
              <p>
                <a href={`tel:${venue.phone.replace(/\s+/g, '')}`}>{venue.phone}</a>
                <br />
                {page.help.hours}
              </p>
            </section>
          </aside>
        </div>
      </div>
    </section>
  )
}
