import type { QRCodeToDataURLOptions, QRCodeToStringOptions } from 'qrcode'

/** The spec's QR settings: the printed poster's two small codes, and the large table code of /qr-menu. */
export const POSTER_QR_OPTIONS = { width: 120, margin: 1 } as const satisfies QRCodeToStringOptions
export const TABLE_QR_OPTIONS = { width: 400, margin: 2, errorCorrectionLevel: 'H' } as const satisfies QRCodeToDataURLOptions

/** The file name the table code is saved under. */
export const TABLE_QR_FILENAME = 'menu-qr-code.png'

/** A page of this site as an absolute URL (what a phone camera needs). */
export function absoluteUrl(path: string, serverUrl: string): string {
  return new URL(path, serverUrl).toString()
}
