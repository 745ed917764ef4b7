/** The part of the Shape Detection API the kiosk uses (not yet in TypeScript's DOM library). */
type DetectedBarcode = { rawValue: string }
export type BarcodeDetectorInstance = { detect: (source: CanvasImageSource) => Promise<DetectedBarcode[]> }
type BarcodeDetectorClass = {
  new (options?: { formats?: string[] }): BarcodeDetectorInstance
  getSupportedFormats?: () => Promise<string[]>
}

/**
 * True where the tablet has a camera the page may use. QR codes are read by the browser's own
 * BarcodeDetector where there is one (Chrome on Android, ChromeOS, macOS) and otherwise by the
 * WebAssembly polyfill (Safari on iPad), so the camera is all it takes.
 */
export function canScanQrCodes(): boolean {
  return typeof window !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia) && typeof WebAssembly === 'object'
}

/** The browser's own detector, when it has one that reads QR codes. */
async function nativeDetector(): Promise<BarcodeDetectorClass | null> {
  const Native = (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector
  if (!Native) return null
  if (typeof Native.getSupportedFormats !== 'function') return Native
  try {
    return (await Native.getSupportedFormats()).includes('qr_code') ? Native : null
  } catch {
    return null
  }
}

/** A QR reader: the browser's own, or the polyfill fetched (once, from this site) when there is none. */
export async function qrDetector(): Promise<BarcodeDetectorInstance> {
  const Detector = (await nativeDetector()) ?? (await (await import('./qrPolyfill')).loadPolyfillDetector())
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
