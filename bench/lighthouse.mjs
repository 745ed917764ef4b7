// Lighthouse on the public pages (issue 18): mobile performance and accessibility scores, LCP,
// TBT and CLS, the median of BENCH_RUNS runs (default 5) per page, against the production build
// served by the real `npm start` path on a fresh database, in the machine's Chromium. Lighthouse
// comes from the npm registry through npx (not a project dependency); nothing else is fetched.
// Run it on an otherwise idle machine: the scores measure the page and the machine together.
//   node bench/lighthouse.mjs      builds first unless BENCH_SKIP_BUILD=1
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { releaseSignalHandlers } from '../scripts/lib/embeddedPostgres.mjs'
import { createFreshDatabase, freePort } from '../scripts/lib/testDatabase.mjs'

const root = path.resolve(import.meta.dirname, '..')
const runs = Number(process.env.BENCH_RUNS ?? 5)
const pages = ['/', '/menu', '/booking']
const LIGHTHOUSE = 'lighthouse@12.8.2'
const chromeFlags = '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync'

if (!process.env.BENCH_SKIP_BUILD) {
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(1)
}

const database = await createFreshDatabase({ serverUrl: process.env.DATABASE_URL, prefix: 'playcentre_lighthouse' })
const port = await freePort()
const base = `http://127.0.0.1:${port}`
const server = spawn(process.execPath, [path.join(root, 'scripts/run.mjs'), 'start'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    PORT: String(port),
    SERVER_URL: base,
    PAYLOAD_SECRET: randomBytes(24).toString('hex'),
    ADMIN_PASSWORD: `bench-${randomBytes(9).toString('base64url')}`,
    LOG_LEVEL: 'warn',
  },
})
releaseSignalHandlers()

async function waitForHealth() {
  for (let tries = 0; tries < 240; tries++) {
    if (await fetch(`${base}/api/health`).then((response) => response.ok).catch(() => false)) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('the site did not become healthy')
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

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
  await waitForHealth()
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
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {
    // gone
  }
  await new Promise((resolve) => setTimeout(resolve, 3000))
  await database.dispose().catch(() => undefined)
  rmSync(workDir, { recursive: true, force: true })
}
process.exit(exitCode)
