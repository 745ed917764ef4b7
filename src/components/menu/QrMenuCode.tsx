'use client'

import QRCode from 'qrcode'
import { useEffect, useState } from 'react'
import { button } from '@/styles/primitives.css'
import * as styles from './qr.css'

/** The table QR code for the menu: generated in the browser, downloadable as a PNG once ready. */
export function QrMenuCode({ url }: { url: string }) {
  const [dataUrl, setDataUrl] = useState<string | null>(null)

  useEffect(() => {
    let cancelled = false
    QRCode.toDataURL(url, { width: 400, margin: 2, errorCorrectionLevel: 'H' })
      .then((generated) => {
        if (!cancelled) setDataUrl(generated)
      })
      .catch((error: unknown) => console.error('QR code generation failed', error))
    return () => {
      cancelled = true
    }
  }, [url])

  const download = () => {
    if (!dataUrl) return
    const link = document.createElement('a')
    link.href = dataUrl
    link.download = 'menu-qr-code.png'
    document.body.appendChild(link)
    link.click()
    link.remove()
  }

  return (
    <div className={styles.qrBlock}>
      <div className={styles.qrFrame} aria-live="polite">
        {dataUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- a generated data URL, nothing to optimise
          <img src={dataUrl} width={400} height={400} alt={`QR code linking to ${url}`} className={styles.qrImage} />
        ) : (
          <p role="status">Generating QR code...</p>
        )}
      </div>
      <p>
        Links to: <a href={url}>{url}</a>
      </p>
      <div className={styles.actions}>
        <button type="button" className={button.primary} onClick={download} disabled={!dataUrl}>
          Download QR Code
        </button>
        <a href="/menu-enhanced" target="_blank" rel="noopener noreferrer" className={button.outline}>
          Preview Menu<span className={styles.hidden}> (opens in a new tab)</span>
        </a>
      </div>
    </div>
  )
}
