import * as styles from './poster.css'

/** A small printed QR code to the online menu, captioned with the words and the address it holds. */
export function PosterQrCode({ src, url }: { src: string; url: string }) {
  return (
    <figure className={styles.qr}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a generated data URL, nothing to optimise */}
      <img src={src} width={120} height={120} alt="QR code to the online menu" data-qr-url={url} className={styles.qrImage} />
      <figcaption>
        <strong>Scan for online menu</strong>
        <span className={styles.qrUrl}>{url}</span>
      </figcaption>
    </figure>
  )
}
