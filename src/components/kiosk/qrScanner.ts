/** The part of the Shape Detection API the kiosk uses (not yet in TypeScript's DOM library). */
type DetectedBarcode = { rawValue: string }
type BarcodeDetectorInstance = { detect: (source: CanvasImageSource) => Promise<DetectedBarcode[]> }
type BarcodeDetectorClass = new (options?: { formats?: string[] }) => BarcodeDetectorInstance

/** True where the browser can read QR codes itself (Chrome on Android and ChromeOS, Safari 17+). */
export function canScanQrCodes(): boolean {
  return typeof window !== 'undefined' && 'BarcodeDetector' in window && Boolean(navigator.mediaDevices?.getUserMedia)
}

export function qrDetector(): BarcodeDetectorInstance {
  const Detector = (window as unknown as { BarcodeDetector: BarcodeDetectorClass }).BarcodeDetector
  return new Detector({ formats: ['qr_code'] })
}

/**
 * The confirmation e-mail's QR code holds exactly the booking reference
 * (plugins/booking/emails/bookingQrCode.ts): anything else read by the camera is ignored.
 */
export function referenceFromQr(rawValue: string): string | null {
  const value = rawValue.trim()
  return /^[A-Za-z0-9-]{4,40}$/.test(value) ? value.toUpperCase() : null
}
