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

/**
 * @param {string} distDir the build's .next directory
 * @param {string} page a public page's path, such as '/' or '/menu'
 * @returns {{ kb: number, files: number }} kB gzip, one decimal
 */
export function firstLoadJs(distDir, page) {
  const buildManifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'))
  const route = page === '/' ? '(site)/page' : `(site)${page}/page`
  const files = new Set(buildManifest.rootMainFiles ?? [])
  for (const chunks of Object.values(clientManifest(distDir, route).entryJSFiles ?? {})) for (const chunk of chunks) files.add(chunk)
  const bytes = [...files].reduce((sum, file) => sum + gzipSync(readFileSync(path.join(distDir, file))).length, 0)
  return { kb: Math.round((bytes / 1024) * 10) / 10, files: files.size }
}
