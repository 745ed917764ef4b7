import type { Metadata } from 'next'
import { QrMenuCode } from '@/components/menu/QrMenuCode'
import { QrTips } from '@/components/menu/QrTips'
import * as styles from '@/components/menu/qr.css'
import { getMenuPage } from '@/lib/cms/content'
import { env } from '@/lib/env'
import { absoluteUrl } from '@/lib/menu/qrOptions'
import { container, section } from '@/styles/primitives.css'
import { isBuildPrerender } from '@/lib/rendering/buildPhase'
import { StaticMarkup } from '@/components/rendering/StaticMarkup'

// From the page cache (src/lib/rendering/cachedPages.mjs); CMS edits expire it at once.
export const revalidate = 3600

export const metadata: Metadata = {
  title: 'Menu QR Code',
  description: 'Download a QR code for the cafe tables that opens our online menu on any phone.',
}

const MENU_PATH = '/menu-enhanced'

export default async function QrMenuPage() {
  if (isBuildPrerender()) return null
  const page = await getMenuPage()
  return (
    <section className={section} aria-labelledby="qr-title">
      <div className={`${container} ${styles.page}`}>
        {/* Server HTML that React does not hydrate (StaticMarkup): only the code's own buttons run. */}
        <StaticMarkup>
          <h1 id="qr-title">Menu QR Code</h1>
          <p className={styles.lead}>Print this code for the cafe tables: scanning it opens our online menu.</p>
        </StaticMarkup>
        <QrMenuCode url={absoluteUrl(MENU_PATH, env().SERVER_URL)} previewHref={MENU_PATH} />
        <StaticMarkup>
          <QrTips tips={(page.qrTips ?? []).map((tip) => tip.text)} />
        </StaticMarkup>
      </div>
    </section>
  )
}
