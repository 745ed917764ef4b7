import type { Metadata } from 'next'
import { AllergenKey } from '@/components/menu/AllergenKey'
import { PosterGroup } from '@/components/menu/PosterGroup'
import { PosterQrCode } from '@/components/menu/PosterQrCode'
import { PrintButton } from '@/components/menu/PrintButton'
import * as styles from '@/components/menu/poster.css'
import '@/components/menu/print.css'
import { getMenuItems, getMenuPage } from '@/lib/cms/content'
import { env } from '@/lib/env'
import { POSTER_CATEGORIES } from '@/lib/menu/menuOptions'
import { posterQrCode } from '@/lib/menu/posterQrCode'
import { absoluteUrl } from '@/lib/menu/qrOptions'
import { container } from '@/styles/primitives.css'
import { isBuildPrerender } from '@/lib/rendering/buildPhase'
import { StaticMarkup } from '@/components/rendering/StaticMarkup'

// From the page cache (src/lib/rendering/cachedPages.mjs); CMS edits expire it at once.
export const revalidate = 3600

export const metadata: Metadata = {
  title: 'Printable Menu Poster',
  description: 'The cafe menu as a printable two-column A4 poster, with an allergen key and QR codes to the online menu.',
}

export default async function MenuPosterPage() {
  if (isBuildPrerender()) return null
  const [items, page] = await Promise.all([getMenuItems(), getMenuPage()])
  const menuUrl = absoluteUrl('/menu', env().SERVER_URL)
  const qrCode = await posterQrCode(menuUrl)
  const groups = POSTER_CATEGORIES.map((category) => ({
    ...category,
    items: items.filter((item) => item.posterCategory === category.value),
  })).filter((group) => group.items.length > 0)

  return (
    <section className={styles.page} aria-labelledby="poster-title">
      {/* A4 with slim margins; a <style> in the page so other pages keep the browser's default. */}
      <style>{'@page { size: A4 portrait; margin: 12mm; }'}</style>
      <div className={container}>
        <div className={styles.toolbar} data-print="hide">
          <p className={styles.toolbarText}>Print this page on A4 for the cafe counter and tables.</p>
          <PrintButton />
        </div>
        {/* Server HTML that React does not hydrate (StaticMarkup): only the print button runs. */}
        <StaticMarkup>
          <article className={styles.poster}>
            <header className={styles.posterHeader}>
              <h1 id="poster-title" className={styles.posterTitle}>
                {page.posterHeading}
              </h1>
              {page.intro ? <p className={styles.posterIntro}>{page.intro}</p> : null}
            </header>
            <AllergenKey />
            <div className={styles.columns} data-testid="poster-columns">
              {groups.map((group) => (
                <PosterGroup key={group.value} id={group.value} title={group.label} items={group.items} />
              ))}
            </div>
            <footer className={styles.posterFooter}>
              <PosterQrCode src={qrCode} url={menuUrl} />
              {page.posterFooter ? <p className={styles.posterFooterText}>{page.posterFooter}</p> : null}
              <PosterQrCode src={qrCode} url={menuUrl} />
            </footer>
          </article>
        </StaticMarkup>
      </div>
    </section>
  )
}
