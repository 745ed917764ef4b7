import 'server-only'
import QRCode from 'qrcode'
import { POSTER_QR_OPTIONS } from './qrOptions'

/** The poster's code as an SVG data URL: drawn on the server, sharp on paper at any printer resolution. */
export async function posterQrCode(url: string): Promise<string> {
  const svg = await QRCode.toString(url, { ...POSTER_QR_OPTIONS, type: 'svg' })
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}
