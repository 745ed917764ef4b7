import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { kioskPageManifests, kioskStaticFiles, onlyTheKiosksFiles } from '@/kiosk-worker/precacheFiles'

const made: string[] = []
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A build folder laid out as Next writes one, with the given files (paths relative to it). */
function build(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'kiosk-precache-'))
  made.push(root)
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, '.next', file)), { recursive: true })
    writeFileSync(path.join(root, '.next', file), text)
  }
  return root
}

const page = 'server/app/(kiosk)/check-in'
const kioskBuild = {
  [`${page}/page/build-manifest.json`]: JSON.stringify({ rootMainFiles: ['static/chunks/runtime.js'], polyfillFiles: [] }),
  [`${page}/page_client-reference-manifest.js`]: `globalThis.__RSC_MANIFEST["/(kiosk)/check-in/page"] = ${JSON.stringify({
    clientModules: { kiosk: { chunks: ['/_next/static/chunks/kiosk-page.js'] } },
    entryCSSFiles: { layout: [{ path: 'static/chunks/kiosk.css', inlined: true }] },
  })}`,
  'static/chunks/runtime.js': 'self.TURBOPACK=[]',
  // The page's script loads the QR reader later; the reader fetches its WebAssembly.
  'static/chunks/kiosk-page.js': 'load(["static/chunks/qr-reader.js"])',
  'static/chunks/qr-reader.js': 'fetch(prefix + "static/media/zxing_reader.abc123.wasm")',
  'static/media/zxing_reader.abc123.wasm': '\0asm',
  'static/chunks/kiosk.css': '@font-face{src:url(../media/rounded.f00.woff2)}',
  'static/media/rounded.f00.woff2': 'font',
  'static/chunks/dashboard.js': 'load(["static/chunks/dashboard-table.js"])',
  'static/chunks/dashboard-table.js': '',
}

describe("the tablet's precache", () => {
  it("holds the files the kiosk's manifests name and what those load in turn, fonts and WebAssembly included", () => {
    const root = build(kioskBuild)
    expect([...(kioskStaticFiles(path.join(root, '.next')) ?? [])].sort()).toEqual([
      'static/chunks/kiosk-page.js',
      'static/chunks/kiosk.css',
      'static/chunks/qr-reader.js',
      'static/chunks/runtime.js',
      'static/media/rounded.f00.woff2',
      'static/media/zxing_reader.abc123.wasm',
    ])
  })

  it("keeps the kiosk's build files and the public ones, and drops the rest of the site's", () => {
    const root = build(kioskBuild)
    const entries = ['kiosk-page.js', 'qr-reader.js', 'runtime.js', 'kiosk.css', 'dashboard.js', 'dashboard-table.js']
      .map((name): { url: string; revision: string | null } => ({ url: `.next/static/chunks/${name}`, revision: null }))
      .concat([{ url: 'public/kiosk-icon-192.png', revision: 'r1' }])
    const { manifest, warnings } = onlyTheKiosksFiles(root)(entries)
    expect(manifest.map(({ url }) => url)).toEqual([
      '.next/static/chunks/kiosk-page.js',
      '.next/static/chunks/qr-reader.js',
      '.next/static/chunks/runtime.js',
      '.next/static/chunks/kiosk.css',
      'public/kiosk-icon-192.png',
    ])
    expect(warnings).toEqual([])
  })

  it('keeps every file, and says so at build, when a manifest of the kiosk page is missing', () => {
    const { [`${page}/page/build-manifest.json`]: _missing, ...rest } = kioskBuild
    const root = build(rest)
    expect(kioskStaticFiles(path.join(root, '.next'))).toBeNull()
    const entries = [{ url: '.next/static/chunks/dashboard.js' }, { url: '.next/static/chunks/kiosk-page.js' }]
    const { manifest, warnings } = onlyTheKiosksFiles(root)(entries)
    expect(manifest).toEqual(entries)
    expect(warnings).toEqual([expect.stringMatching(/keeps every file of the build/)])
  })

  it("looks for the kiosk page's manifests where Next writes them", () => {
    expect(kioskPageManifests('/app/.next')).toEqual([
      '/app/.next/server/app/(kiosk)/check-in/page/build-manifest.json',
      '/app/.next/server/app/(kiosk)/check-in/page_client-reference-manifest.js',
    ])
  })
})
