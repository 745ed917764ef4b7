// First-load JavaScript of an App Router page, read from the production build in .next (no
// server, no network): the framework's root chunks plus every chunk the page's entries name in
// its client reference manifest, each gzipped. The nomodule polyfills are not counted: current
// browsers skip them. Used by the CI budget check and the performance bench.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import { gzipSync } from 'node:zlib'

/** The page's client reference manifest (a script that assigns globalThis.__RSC_MANIFEST). */
function clientManifest(distDir, route) {
  const file = path.join(distDir, 'server/app', `${route}_client-reference-manifest.js`)
  const sandbox = { globalThis: {} }
  sandbox.self = sandbox.globalThis
  vm.runInNewContext(readFileSync(file, 'utf8'), sandbox)
  const manifests = Object.values(sandbox.globalThis.__RSC_MANIFEST ?? {})
  if (manifests.length !== 1) throw new Error(`${file}: expected one manifest, found ${manifests.length}`)
  return manifests[0]
}

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10
const gzippedBytes = (distDir, files) => [...files].reduce((sum, file) => sum + gzipSync(readFileSync(path.join(distDir, file))).length, 0)
const rootMainFiles = (distDir) => JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')).rootMainFiles ?? []

/** The build's route of a public page of the (site) group: '/' is '(site)/page'. */
export const siteRoute = (page) => (page === '/' ? '(site)/page' : `(site)${page}/page`)

/**
 * @param {string} distDir the build's .next directory
 * @param {string} page a public page's path, such as '/' or '/menu'
 * @param {string} [route] the build's route for it (default: the (site) group's)
 * @returns {{ kb: number, files: number }} kB gzip, one decimal
 */
export function firstLoadJs(distDir, page, route = siteRoute(page)) {
  const files = new Set(rootMainFiles(distDir))
  for (const chunks of Object.values(clientManifest(distDir, route).entryJSFiles ?? {})) for (const chunk of chunks) files.add(chunk)
  return { kb: kb(gzippedBytes(distDir, files)), files: files.size }
}

/**
 * The framework's floor in this build: the root chunks every App Router page loads before any
 * route's own code (Turbopack's runtime, React DOM, Next's client runtime and router, the JSX
 * runtime and shared helpers). A bare Next.js page with one small client component loads these
 * plus its own few hundred bytes; `bench/performance.mjs` builds such a page and prints both, so
 * this reading is checked against a real floor page from the same versions.
 * @param {string} distDir the build's .next directory
 * @returns {{ kb: number, files: number }} kB gzip, one decimal
 */
export function frameworkFloorJs(distDir) {
  const files = rootMainFiles(distDir)
  if (files.length === 0) throw new Error(`${distDir}/build-manifest.json names no rootMainFiles`)
  return { kb: kb(gzippedBytes(distDir, files)), files: files.length }
}
