import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill'

/**
 * zxing-wasm's reader, emitted by the build as one of our own static files (content-hashed under
 * /_next/static/media), so it loads from this site and never from the package's default CDN.
 */
const READER_WASM_URL = new URL('zxing-wasm/reader/zxing_reader.wasm', import.meta.url).href

/**
 * The Shape Detection API in WebAssembly (barcode-detector on zxing-wasm), for browsers without
 * their own (Safari on iPad, Chromium on Linux). Loaded only when a scan opens on such a browser:
 * this module is its own chunk. Resolves once the reader is compiled, so a failure shows at once.
 */
export async function loadPolyfillDetector(): Promise<typeof BarcodeDetector> {
  await prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? READER_WASM_URL : prefix + path) },
    fireImmediately: true,
  })
  return BarcodeDetector
}
