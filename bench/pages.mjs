// Public page speed: median time to first byte of / and /menu against a static file from public/
// served by the same server (a ratio, so the machine's speed cancels out), and the first-load
// JavaScript of / in kB gzip. Builds unless BENCH_SKIP_BUILD=1; starts the real `npm start`
// path on a fresh database, exactly like the end-to-end run.
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { releaseSignalHandlers } from '../scripts/lib/embeddedPostgres.mjs'
import { createFreshDatabase, freePort } from '../scripts/lib/testDatabase.mjs'

const root = path.resolve(import.meta.dirname, '..')
const samples = Number(process.env.BENCH_SAMPLES ?? 60)
const pages = ['/', '/menu']
const staticFile = '/favicon.svg'

if (!process.env.BENCH_SKIP_BUILD) {
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(1)
}

const database = await createFreshDatabase({ serverUrl: process.env.DATABASE_URL, prefix: 'playcentre_bench' })
const port = await freePort()
const base = `http://127.0.0.1:${port}`
const server = spawn(process.execPath, [path.join(root, 'scripts/run.mjs'), 'start'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
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
    try {
      if ((await fetch(`${base}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('the site did not become healthy')
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

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

async function firstLoadJavaScriptKb(pagePath) {
  const html = await (await fetch(`${base}${pagePath}`)).text()
  const sources = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+\.js[^"]*)"/g)].map((match) => match[1]))]
  let bytes = 0
  for (const source of sources) bytes += gzipSync(Buffer.from(await (await fetch(new URL(source, base))).arrayBuffer())).length
  return { kb: bytes / 1024, files: sources.length }
}

try {
  await waitForHealth()
  const urls = [staticFile, ...pages]
  for (const url of urls) for (let warm = 0; warm < 5; warm++) await timeToFirstByte(`${base}${url}`)
  const timings = Object.fromEntries(urls.map((url) => [url, []]))
  // Interleaved, so a slow moment of the machine touches every URL alike.
  for (let round = 0; round < samples; round++) for (const url of urls) timings[url].push(await timeToFirstByte(`${base}${url}`))
  const staticMedian = median(timings[staticFile])
  console.log(`samples per URL: ${samples}`)
  console.log(`${staticFile} (static): median TTFB ${staticMedian.toFixed(2)} ms`)
  for (const page of pages) {
    const pageMedian = median(timings[page])
    console.log(`${page}: median TTFB ${pageMedian.toFixed(2)} ms, ${(pageMedian / staticMedian).toFixed(2)}x the static file`)
  }
  const js = await firstLoadJavaScriptKb('/')
  console.log(`/ first-load JavaScript: ${js.kb.toFixed(1)} kB gzip in ${js.files} files`)
} finally {
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
  await database.dispose()
}
