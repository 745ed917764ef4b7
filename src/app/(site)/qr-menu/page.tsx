import type { Metadata } from 'next'
import { QrMenuCode } from '@/components/menu/QrMenuCode'
import * as styles from '@/components/menu/qr.css'
import { getMenuPage } from '@/lib/cms/content'
import { env } from '@/lib/env'
import { card, container, section } from '@/styles/primitives.css'

export const metadata: Metadata = { title: 'Menu QR Code', description: 'A QR code for the cafe tables that opens the online menu.' }

export default async function QrMenuPage() {
  const page = await getMenuPage()
  const url = new URL('/menu-enhanced', env().SERVER_URL).toString()
  return (
    <section className={section} aria-labelledby="qr-title">
      <div className={container} style={{ textAlign: 'center' }}>
        <h1 id="qr-title">Menu QR Code</h1>
        <p>Print this code for the cafe tables: it opens our online menu.</p>
        <QrMenuCode url={url} />
        {page.qrTips?.length ? (
          <div className={`${card} ${styles.tips}`} style={{ marginTop: '2rem' }}>
            <h2 style={{ fontSize: '1.125rem' }}>Usage tips</h2>
            <ul>
              {page.qrTips.map((tip) => (
                <li key={tip.id ?? tip.text}>{tip.text}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  )
}
