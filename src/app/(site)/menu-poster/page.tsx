import type { Metadata } from 'next'
import QRCode from 'qrcode'
import { PrintButton } from '@/components/menu/PrintButton'
import * as styles from '@/components/menu/poster.css'
import { getMenuItems, getMenuPage } from '@/lib/cms/content'
import { env } from '@/lib/env'
import { ALLERGEN_CODES } from '@/lib/menu/allergenCodes'
import { ALLERGENS, POSTER_CATEGORIES } from '@/lib/menu/menuOptions'
import { formatPence } from '@/lib/money'
import { container, section } from '@/styles/primitives.css'

export const metadata: Metadata = { title: 'Printable Menu Poster', description: 'The cafe menu as a printable two-column poster with QR codes to the online menu.' }

export default async function MenuPosterPage() {
  const [items, page] = await Promise.all([getMenuItems(), getMenuPage()])
  const menuUrl = new URL('/menu', env().SERVER_URL).toString()
  const qrCode = await QRCode.toDataURL(menuUrl, { width: 120, margin: 1 })
  const groups = POSTER_CATEGORIES.map((category) => ({ ...category, items: items.filter((item) => item.posterCategory === category.value) })).filter((group) => group.items.length > 0)

  return (
    <section className={section} aria-labelledby="poster-title">
      <div className={container}>
        <div className={styles.poster}>
          <div className={styles.posterHeader}>
            <h1 id="poster-title">{page.posterHeading}</h1>
            <PrintButton className={styles.noPrint} />
          </div>
          <h2 style={{ fontSize: '1rem' }}>Allergen key</h2>
          <ul className={styles.key} aria-label="Allergen key">
            {ALLERGENS.map((allergen) => (
              <li key={allergen.value}>
                <strong>{ALLERGEN_CODES[allergen.value]}</strong> {allergen.label}
              </li>
            ))}
          </ul>
          <div className={styles.columns}>
            {groups.map((group) => (
              <section key={group.value} className={styles.group} aria-labelledby={`poster-${group.value}`}>
                <h2 id={`poster-${group.value}`} className={styles.groupTitle}>
                  {group.label}
                </h2>
                {group.items.map((item) => (
                  <div key={item.id} className={styles.row}>
                    <span>
                      {item.emoji ? <span aria-hidden="true">{item.emoji} </span> : null}
                      {item.name}
                      {item.allergens?.length ? (
                        <span className={styles.codes} aria-label={`Contains ${item.allergens.join(', ')}`}>
                          {item.allergens.map((allergen) => ALLERGEN_CODES[allergen]).join(' ')}
                        </span>
                      ) : null}
                    </span>
                    <strong>{formatPence(item.pricePence)}</strong>
                  </div>
                ))}
              </section>
            ))}
          </div>
          {page.posterFooter ? <p>{page.posterFooter}</p> : null}
          <div className={styles.qrs}>
            {[1, 2].map((copy) => (
              <figure key={copy} className={styles.qr}>
                {/* eslint-disable-next-line @next/next/no-img-element -- a generated data URL, nothing to optimise */}
                <img src={qrCode} width={120} height={120} alt={`QR code to the online menu at ${menuUrl}`} data-qr-url={menuUrl} />
                <figcaption>Scan for online menu</figcaption>
              </figure>
            ))}
          </div>
        </div>
      </div>
    </section>
  )
}
