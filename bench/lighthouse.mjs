// Lighthouse on the public pages (issue 18): mobile performance and accessibility scores, LCP,
// TBT and CLS, the median of BENCH_RUNS runs (default 5) per page, against the production build
// served by the real `npm start` path on a fresh database, in the machine's Chromium. Lighthouse
// comes from the npm registry through npx (not a project dependency); nothing else is fetched.
// Run it on an otherwise idle machine: the scores measure the page and the machine together.
//   node bench/lighthouse.mjs      builds first unless BENCH_SKIP_BUILD=1
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildUnlessSkipped, median, startSite } from './lib/site.mjs'

const runs = Number(process.env.BENCH_RUNS ?? 5)
const pages = ['/', '/menu', '/booking']
const LIGHTHOUSE = 'lighthouse@12.8.2'
const chromeFlags = '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync'

buildUnlessSkipped()
const { base, stop } = await startSite({ prefix: 'playcentre_lighthouse' })

const workDir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'))
function lighthouse(url) {
  const output = path.join(workDir, 'report.json')
  execFileSync('npx', ['--yes', LIGHTHOUSE, url, '--quiet', '--output=json', `--output-path=${output}`, '--only-categories=performance,accessibility', `--chrome-flags=${chromeFlags}`], {
    env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
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

let exitCode = 0
try {
  // Warm the server's caches so the first run is not a cold start.
  for (const page of pages) await fetch(`${base}${page}`).then((response) => response.arrayBuffer())
  console.log(`| page | performance | accessibility | LCP | TBT | CLS |\n| --- | --- | --- | --- | --- | --- |`)
  for (const page of pages) {
    const results = Array.from({ length: runs }, () => lighthouse(`${base}${page}`))
    const pick = (key) => median(results.map((result) => result[key]))
    console.log(
      `| \`${page}\` | ${pick('performance')} | ${pick('accessibility')} | ${(pick('lcp') / 1000).toFixed(2)} s | ${Math.round(pick('tbt'))} ms | ${pick('cls').toFixed(3)} |`,
    )
  }
  console.log(`\nmedian of ${runs} runs each, Lighthouse ${LIGHTHOUSE.split('@')[1]} mobile, ${execFileSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version']).toString().trim()}`)
} catch (error) {
  console.error(error)
  exitCode = 1
} finally {
  await stop()
  rmSync(workDir, { recursive: true, force: true })
}
process.exit(exitCode)
