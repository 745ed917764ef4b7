// Everything issue 18 asks of the public pages, measured in one run against the production build
// served by the real `npm start` path on a fresh database, and written to docs/performance.md
// (the block between the bench's markers; the rest of the page is prose):
//   - Lighthouse mobile on /, /menu, /booking in the machine's Chromium (median of BENCH_RUNS, 5):
//     performance, accessibility, LCP, TBT, CLS. Lighthouse comes through npx, not as a dependency.
//   - first-load JavaScript of those pages from the build's manifests (as the CI budget check).
//   - median time to first byte of the cached content pages beside a static file from public/ on
//     the same server (BENCH_SAMPLES interleaved requests each, 60), as a ratio.
//   - how long a CMS edit (a menu item renamed through the REST API) takes to show on /menu and
//     /menu-poster.
//   - client hints that would make a browser fetch a public page twice, and emoji left in pages.
// Run it on an otherwise idle machine: the scores measure the page and the machine together.
//   node bench/performance.mjs      builds first unless BENCH_SKIP_BUILD=1; BENCH_NO_WRITE=1 prints only
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { firstLoadJs } from '../scripts/lib/firstLoadJs.mjs'
import { request } from './lib/http.mjs'
import { buildUnlessSkipped, median, startSite } from './lib/site.mjs'

const root = path.resolve(import.meta.dirname, '..')
const runs = Number(process.env.BENCH_RUNS ?? 5)
const samples = Number(process.env.BENCH_SAMPLES ?? 60)
const LIGHTHOUSE = 'lighthouse@12.8.2'
const LIGHTHOUSE_PAGES = ['/', '/menu', '/booking']
const CACHED_PAGES = ['/', '/menu', '/menu-poster', '/qr-menu', '/facebook-feed']
const PUBLIC_PAGES = [...new Set([...CACHED_PAGES, '/booking', '/menu-enhanced', '/party-booking', '/session-credits', '/loyalty'])]
const STATIC_FILE = '/favicon.svg'
const EDITED_PAGES = ['/menu', '/menu-poster']
const { targetsKb } = JSON.parse(readFileSync(path.join(root, 'scripts/js-budgets.json'), 'utf8'))
const targets = { performance: 98, accessibility: 100, lcpMs: 2000, tbtMs: 100, cls: 0.05, ttfbRatio: 1.5, editMs: 5000 }
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const chromeFlags = '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync'

const workDir = mkdtempSync(path.join(os.tmpdir(), 'performance-bench-'))
function lighthouse(url) {
  const output = path.join(workDir, 'report.json')
  execFileSync('npx', ['--yes', LIGHTHOUSE, url, '--quiet', '--output=json', `--output-path=${output}`, '--only-categories=performance,accessibility', `--chrome-flags=${chromeFlags}`], {
    env: { ...process.env, CHROME_PATH: chromiumPath },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const report = JSON.parse(readFileSync(output, 'utf8'))
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    lcp: report.audits['largest-contentful-paint'].numericValue,
    tbt: report.audits['total-blocking-time'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
  }
}

/** Milliseconds until the response headers arrive (fetch resolves at the first byte), then drains. */
async function timeToFirstByte(url) {
  const started = performance.now()
  const response = await fetch(url)
  const elapsed = performance.now() - started
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return elapsed
}

async function measureTtfb(base) {
  const urls = [STATIC_FILE, ...CACHED_PAGES]
  for (const url of urls) for (let warm = 0; warm < 5; warm++) await timeToFirstByte(`${base}${url}`)
  const timings = Object.fromEntries(urls.map((url) => [url, []]))
  // Interleaved, so a slow moment of the machine touches every URL alike.
  for (let round = 0; round < samples; round++) for (const url of urls) timings[url].push(await timeToFirstByte(`${base}${url}`))
  const staticMs = median(timings[STATIC_FILE])
  const cache = {}
  for (const page of CACHED_PAGES) cache[page] = (await fetch(`${base}${page}`)).headers.get('x-nextjs-cache')
  return { staticMs, pages: CACHED_PAGES.map((page) => ({ page, ms: median(timings[page]), ratio: median(timings[page]) / staticMs, cache: cache[page] })) }
}

// New connections from here on (bench/lib/http.mjs): a keep-alive socket left idle through the
// Lighthouse runs may be closed by the server just as it is reused.
async function measureEdit(port, admin) {
  const login = await request(port, 'POST', '/api/users/login', { body: admin })
  const headers = { Authorization: `JWT ${login.json.token}` }
  const found = await request(port, 'GET', '/api/menu-items?limit=1&depth=0&where[active][equals]=true&sort=sortOrder', { headers })
  const item = found.json.docs[0]
  for (const page of EDITED_PAGES) await request(port, 'GET', page)
  const edited = `Bench Renamed ${Date.now()}`
  const patch = await request(port, 'PATCH', `/api/menu-items/${item.id}`, { headers, body: { name: edited } })
  if (patch.status !== 200) throw new Error(`the edit answered ${patch.status}`)
  const savedAt = performance.now()
  const shownMs = {}
  try {
    for (const page of EDITED_PAGES) {
      while (!(await request(port, 'GET', page)).text.includes(edited)) {
        if (performance.now() - savedAt > 30_000) throw new Error(`${page} did not show the edit within 30 s`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      shownMs[page] = performance.now() - savedAt
    }
  } finally {
    await request(port, 'PATCH', `/api/menu-items/${item.id}`, { headers, body: { name: item.name } })
  }
  return shownMs
}

async function scanPages(base) {
  const hints = []
  const emoji = []
  for (const page of PUBLIC_PAGES) {
    const response = await fetch(`${base}${page}`)
    for (const header of ['accept-ch', 'critical-ch']) if (response.headers.get(header)) hints.push(`${page} ${header}: ${response.headers.get(header)}`)
    const found = new Set((await response.text()).match(/\p{Emoji_Presentation}/gu) ?? [])
    if (found.size > 0) emoji.push(`${page} ${[...found].join(' ')}`)
  }
  return { hints, emoji }
}

const mark = (ok) => (ok ? 'yes' : '**no**')
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`

function report({ lighthouseRows, js, ttfb, edit, scan, chromium }) {
  const lines = []
  lines.push(`Measured ${new Date().toISOString().slice(0, 10)} by \`node bench/performance.mjs\` on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), ${chromium}, Lighthouse ${LIGHTHOUSE.split('@')[1]} mobile, median of ${runs} runs per page.`)
  lines.push('', '| page | performance | accessibility | LCP | TBT | CLS | first-load JS (gzip) | all targets met |', '| --- | --- | --- | --- | --- | --- | --- | --- |')
  for (const row of lighthouseRows) {
    const jsRow = js.find((entry) => entry.page === row.page)
    const met =
      row.performance >= targets.performance && row.accessibility >= targets.accessibility && row.lcp <= targets.lcpMs && row.tbt <= targets.tbtMs && row.cls < targets.cls && jsRow.kb <= jsRow.target
    lines.push(`| \`${row.page}\` | ${row.performance} | ${row.accessibility} | ${seconds(row.lcp)} | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} | ${jsRow.kb.toFixed(1)} kB (target ${jsRow.target}) | ${mark(met)} |`)
  }
  lines.push('', `Targets: performance ${targets.performance}+, accessibility ${targets.accessibility}, LCP ${seconds(targets.lcpMs)} or less, TBT ${targets.tbtMs} ms or less, CLS under ${targets.cls}, first-load JavaScript at or under its target.`)
  lines.push('', `Time to first byte, median of ${samples} interleaved requests each; static file \`${STATIC_FILE}\`: ${ttfb.staticMs.toFixed(2)} ms.`, '', '| cached page | TTFB | ratio to the static file | served from the cache | within 1.5x |', '| --- | --- | --- | --- | --- |')
  for (const row of ttfb.pages) lines.push(`| \`${row.page}\` | ${row.ms.toFixed(2)} ms | ${row.ratio.toFixed(2)}x | ${row.cache ?? 'no'} | ${mark(row.ratio <= targets.ttfbRatio)} |`)
  lines.push('', `A menu item renamed through the REST API: shown on ${Object.entries(edit).map(([page, ms]) => `\`${page}\` after ${seconds(ms)}`).join(', ')} (target: within 5 s: ${mark(Object.values(edit).every((ms) => ms <= targets.editMs))}).`)
  lines.push('', `Client hints on public pages: ${scan.hints.length === 0 ? 'none' : scan.hints.join('; ')}. Emoji in public pages: ${scan.emoji.length === 0 ? 'none' : scan.emoji.join('; ')}.`)
  return lines.join('\n')
}

function writeDoc(block) {
  const file = path.join(root, 'docs/performance.md')
  const [start, end] = ['<!-- performance-bench:start -->', '<!-- performance-bench:end -->']
  const doc = readFileSync(file, 'utf8')
  if (!doc.includes(start) || !doc.includes(end)) throw new Error(`docs/performance.md has no ${start} ... ${end} block`)
  writeFileSync(file, `${doc.slice(0, doc.indexOf(start) + start.length)}\n${block}\n${doc.slice(doc.indexOf(end))}`)
}

buildUnlessSkipped()
const js = LIGHTHOUSE_PAGES.map((page) => ({ page, ...firstLoadJs(path.join(root, '.next'), page), target: targetsKb[page] }))
const { base, admin, stop } = await startSite({ prefix: 'playcentre_performance' })
const port = Number(new URL(base).port)
let exitCode = 0
try {
  const scan = await scanPages(base)
  const ttfb = await measureTtfb(base)
  console.log(`TTFB: static ${ttfb.staticMs.toFixed(2)} ms; ${ttfb.pages.map((row) => `${row.page} ${row.ratio.toFixed(2)}x`).join(', ')}`)
  const edit = await measureEdit(port, admin)
  console.log(`edit shown: ${JSON.stringify(edit)}`)
  const lighthouseRows = []
  for (const page of LIGHTHOUSE_PAGES) {
    // Rendered once before the runs, as a page is between edits.
    await request(port, 'GET', page)
    const results = Array.from({ length: runs }, () => lighthouse(`${base}${page}`))
    const pick = (key) => median(results.map((result) => result[key]))
    const row = { page, performance: pick('performance'), accessibility: pick('accessibility'), lcp: pick('lcp'), tbt: pick('tbt'), cls: pick('cls') }
    console.log(`lighthouse ${JSON.stringify(row)} from ${JSON.stringify(results)}`)
    lighthouseRows.push(row)
  }
  const chromium = execFileSync(chromiumPath, ['--version']).toString().trim()
  const block = report({ lighthouseRows, js, ttfb, edit, scan, chromium })
  console.log(block)
  if (!process.env.BENCH_NO_WRITE) writeDoc(block)
} catch (error) {
  console.error(error)
  exitCode = 1
} finally {
  await stop()
  rmSync(workDir, { recursive: true, force: true })
}
process.exit(exitCode)
