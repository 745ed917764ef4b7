import QRCode, { type QRCodeToBufferOptions } from 'qrcode'

/** The inline image's Content-ID: the e-mail's <img src="cid:booking-qr"> points at the attachment. */
export const BOOKING_QR_CID = 'booking-qr'
export const BOOKING_QR_WIDTH = 240
export const BOOKING_QR_OPTIONS = {
  type: 'png',
  errorCorrectionLevel: 'M',
  width: BOOKING_QR_WIDTH,
  margin: 2,
} as const satisfies QRCodeToBufferOptions

/** The check-in kiosk scans this: it encodes exactly the booking reference, nothing more. */
export function bookingQrPng(reference: string): Promise<Buffer> {
  return QRCode.toBuffer(reference, BOOKING_QR_OPTIONS)
}
