import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ZXING_WASM_SHA256, ZXING_WASM_VERSION } from 'barcode-detector/ponyfill'

const require = createRequire(import.meta.url)

describe("the kiosk QR reader's polyfill", () => {
  // src/components/kiosk/qrPolyfill.ts serves zxing-wasm's reader from our build instead of the
  // package's CDN: the file the build picks up must be the one barcode-detector's code was built for.
  it('serves the very WebAssembly file barcode-detector expects', () => {
    const wasmPath = require.resolve('zxing-wasm/reader/zxing_reader.wasm')
    const installed = JSON.parse(readFileSync(path.resolve(path.dirname(wasmPath), '../../package.json'), 'utf8')) as {
      name: string
      version: string
    }
    expect(installed.name).toBe('zxing-wasm')
    expect(installed.version).toBe(ZXING_WASM_VERSION)
    expect(createHash('sha256').update(readFileSync(wasmPath)).digest('hex')).toBe(ZXING_WASM_SHA256)
  })
})
