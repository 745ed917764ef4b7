import type { PartyPackage } from '@/payload-types'
import { formatPence } from '@/lib/money'
import { card } from '@/styles/primitives.css'
import * as styles from './party.css'

/** '£13' for whole pounds, '£13.50' otherwise. */
export function packagePrice(item: Pick<PartyPackage, 'pricePence' | 'pricing'>): string {
  const amount = item.pricePence % 100 === 0 ? `£${item.pricePence / 100}` : formatPence(item.pricePence)
  return item.pricing === 'perChild' ? `${amount} per child` : amount
}

export function PartyPackagesCard({ packages }: { packages: PartyPackage[] }) {
  return (
    <section className={card} aria-labelledby="packages-title">
      <h2 id="packages-title" style={{ fontSize: '1.25rem' }}>
        Party Packages
      </h2>
      {packages.length === 0 ? (
        <p>Call us to hear about our party packages.</p>
      ) : (
        <ul className={styles.packages}>
          {packages.map((item) => (
            <li key={item.id} className={item.recommended ? styles.recommended : styles.packageItem}>
              <div className={styles.packageHead}>
                <h3 style={{ margin: 0, fontSize: '1.0625rem' }}>
                  {item.name} {item.recommended ? <span className={styles.badge}>Recommended</span> : null}
                </h3>
                <span className={styles.price}>{packagePrice(item)}</span>
              </div>
              {item.summary ? <p style={{ margin: '0.25rem 0' }}>{item.summary}</p> : null}
              {item.inclusions?.length ? (
                <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
                  {item.inclusions.map((inclusion) => (
                    <li key={inclusion.id ?? inclusion.text}>{inclusion.text}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
