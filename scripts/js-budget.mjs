// First-load JavaScript of the public pages, read from the production build in .next (no server,
// no network): the framework's root chunks plus every chunk the page's entries name in its client
// reference manifest, each gzipped (not the nomodule polyfills, which current browsers skip).
// Fails (exit 1) when a page is over its budget in
// scripts/js-budgets.json. Run after `next build` (CI runs it after the browser tests' build).
//   node scripts/js-budget.mjs [--json]
import { readFileSync } from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import { gzipSync } from 'node:zlib'

const root = path.resolve(import.meta.dirname, '..')
const next = path.join(root, '.next')
const { budgetsKb, targetsKb } = JSON.parse(readFileSync(path.join(import.meta.dirname, 'js-budgets.json'), 'utf8'))

/** The page's client reference manifest (a script that assigns globalThis.__RSC_MANIFEST). */
function clientManifest(route) {
  const file = path.join(next, 'server/app', `${route}_client-reference-manifest.js`)
  const sandbox = { globalThis: {} }
  sandbox.self = sandbox.globalThis
  vm.runInNewContext(readFileSync(file, 'utf8'), sandbox)
  const manifests = Object.values(sandbox.globalThis.__RSC_MANIFEST ?? {})
  if (manifests.length !== 1) throw new Error(`${file}: expected one manifest, found ${manifests.length}`)
  return manifests[0]
}

const buildManifest = JSON.parse(readFileSync(path.join(next, 'build-manifest.json'), 'utf8'))
const gzipKb = (file) => gzipSync(readFileSync(path.join(next, file))).length / 1024

const rows = Object.entries(budgetsKb).map(([page, budget]) => {
  const route = page === '/' ? '(site)/page' : `(site)${page}/page`
  const files = new Set(buildManifest.rootMainFiles ?? [])
  for (const chunks of Object.values(clientManifest(route).entryJSFiles ?? {})) for (const chunk of chunks) files.add(chunk)
  const kb = [...files].reduce((sum, file) => sum + gzipKb(file), 0)
  return { page, kb: Math.round(kb * 10) / 10, budget, target: targetsKb[page] ?? null, files: files.size, over: kb > budget }
})

if (process.argv.includes('--json')) console.log(JSON.stringify(rows))
else {
  console.log('| page | first-load JS (gzip) | budget | target | files |\n| --- | --- | --- | --- | --- |')
  for (const row of rows) console.log(`| ${row.page} | ${row.kb.toFixed(1)} kB${row.over ? ' **over**' : ''} | ${row.budget} kB | ${row.target ?? '-'} kB | ${row.files} |`)
}
const over = rows.filter((row) => row.over)
if (over.length > 0) {
  console.error(`JavaScript budget exceeded: ${over.map((row) => `${row.page} ${row.kb} kB > ${row.budget} kB`).join('; ')}`)
  process.exit(1)
}
