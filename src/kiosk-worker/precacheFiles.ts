// Build time, on the server: which of the build's files the door tablet keeps (src/app/kiosk-sw).
// The kiosk needs its own page's scripts, styles and the QR reader's WebAssembly, not the whole
// site's: the staff dashboard and the public pages are most of `.next/static` (about 2 MB of the
// 6 MB are the kiosk's, 1 MB of it the WebAssembly), and every tablet fetched all of it again on
// each deploy.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

// (turbopackIgnore: these read the build's own output when the worker is built, not files the server needs.)

/** A build file named as the page's manifests and scripts name it: `static/chunks/…`, `static/media/…`. */
const STATIC_FILE = /static\/(?:chunks|media)\/[\w.@~-]+\.(?:js|css|woff2|wasm)/g
/** A stylesheet names its fonts relative to itself: `url(../media/…)`. */
const CSS_MEDIA = /url\((['"]?)\.\.\/media\/([\w.@~-]+\.(?:woff2|wasm))\1\)/g

/**
 * The manifests Next writes for the kiosk's page: the framework's own scripts (the build manifest)
 * and the page's client components, layouts and styles (the client reference manifest). They are
 * Next's internal files: when either is missing (another bundler, another Next), the caller keeps
 * every file instead.
 */
export function kioskPageManifests(distDir: string): string[] {
  const page = path.join(/* turbopackIgnore: true */ distDir, 'server/app/(kiosk)/check-in')
  return [
    path.join(/* turbopackIgnore: true */ page, 'page/build-manifest.json'),
    path.join(/* turbopackIgnore: true */ page, 'page_client-reference-manifest.js'),
  ]
}

function filesNamedIn(text: string, isStylesheet: boolean): string[] {
  const named = [...text.matchAll(STATIC_FILE)].map((match) => match[0])
  if (isStylesheet) for (const match of text.matchAll(CSS_MEDIA)) named.push(`static/media/${match[2]}`)
  return named
}

/**
 * The build files (`static/…`, relative to `distDir`) the kiosk's page can load: those its
 * manifests name, and, over and over, those their scripts and styles name in turn (the chunks a
 * script loads later, as the QR reader's, and what they load). Null when a manifest is missing.
 */
export function kioskStaticFiles(distDir: string, manifests = kioskPageManifests(distDir)): Set<string> | null {
  if (!manifests.every((manifest) => existsSync(manifest))) return null
  const files = new Set<string>()
  const queue: string[] = []
  const add = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    queue.push(file)
  }
  for (const manifest of manifests) filesNamedIn(readFileSync(manifest, 'utf8'), false).forEach(add)
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    const onDisk = path.join(/* turbopackIgnore: true */ distDir, file)
    if (!/\.(js|css)$/.test(file) || !existsSync(onDisk)) continue
    filesNamedIn(readFileSync(onDisk, 'utf8'), file.endsWith('.css')).forEach(add)
  }
  return files
}

type Entry = { url: string }

/**
 * A Serwist manifest transform: of the build's files (`<distDirName>/static/…` as globbed from the
 * project's root) keep the kiosk's; files from public/ stay. Every file, with a warning at build,
 * when the kiosk's cannot be found.
 */
export function onlyTheKiosksFiles(root: string, distDirName = '.next') {
  return <T extends Entry>(entries: T[]): { manifest: T[]; warnings: string[] } => {
    const distDir = path.join(/* turbopackIgnore: true */ root, distDirName)
    const kiosks = kioskStaticFiles(distDir)
    const prefix = `${distDirName}/`
    if (!kiosks || kiosks.size === 0) {
      const warning = `the kiosk page's manifests were not found in ${distDir}: the tablet keeps every file of the build`
      // Serwist prints its warnings only when the worker is served in development: say it in the build's log too.
      console.warn(`kiosk service worker: ${warning}`)
      return { manifest: entries, warnings: [warning] }
    }
    return { manifest: entries.filter(({ url }) => !url.startsWith(prefix) || kiosks.has(url.slice(prefix.length))), warnings: [] }
  }
}
