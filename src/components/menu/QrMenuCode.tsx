'use client'

import QRCode from 'qrcode'
import { useEffect, useState } from 'react'
import { TABLE_QR_FILENAME, TABLE_QR_OPTIONS } from '@/lib/menu/qrOptions'
import { button, visuallyHidden } from '@/styles/primitives.css'
import * as styles from './qr.css'

/** The table QR code for the menu: drawn in the browser, downloadable as a PNG once it is ready. */
export function QrMenuCode({ url, previewHref }: { url: string; previewHref: string }) {
  const [dataUrl, setDataUrl] = useState<string | null>(null)

  useEffect(() => {
    let cancelled = false
    QRCode.toDataURL(url, { ...TABLE_QR_OPTIONS, type: 'image/png' })
      .then((generated) => {
        if (!cancelled) setDataUrl(generated)
      })
      // Nothing to offer the visitor but the link below, which stays usable.
      .catch((error: unknown) => console.error('QR code generation failed', error))
    return () => {
      cancelled = true
    }
  }, [url])

  const download = () => {
    if (!dataUrl) return
    const link = document.createElement('a')
    link.href = dataUrl
    link.download = TABLE_QR_FILENAME
    document.body.appendChild(link)
    link.click()
    link.remove()
  }

  return (
    <div className={styles.qrBlock}>
      <div className={styles.qrFrame} aria-live="polite" aria-busy={!dataUrl}>
        {dataUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- a generated data URL, nothing to optimise
          <img
            src={dataUrl}
            width={TABLE_QR_OPTIONS.width}
            height={TABLE_QR_OPTIONS.width}
            alt={`QR code linking to ${url}`}
            className={styles.qrImage}
          />
        ) : (
          <p role="status" className={styles.pending}>
            Generating QR code...
          </p>
        )}
      </div>
      <p className={styles.linkLine}>
        Links to:{' '}
        <a href={url} className={styles.link}>
          {url}
        </a>
      </p>
      <div className={styles.actions}>
        <button type="button" className={button.primary} onClick={download} disabled={!dataUrl}>
          <span aria-hidden="true">⬇️</span> Download QR Code
        </button>
        <a href={previewHref} target="_blank" rel="noopener noreferrer" className={button.outline}>
          Preview Menu<span className={visuallyHidden}> (opens in a new tab)</span>
        </a>
      </div>
    </div>
  )
}
