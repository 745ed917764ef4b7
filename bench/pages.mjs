// Public page speed: median time to first byte of / and /menu against a static file from public/
// served by the same server (a ratio, so the machine's speed cancels out), and the first-load
// JavaScript of / in kB gzip. Builds unless BENCH_SKIP_BUILD=1; starts the real `npm start`
// path on a fresh database, exactly like the end-to-end run.
import { gzipSync } from 'node:zlib'
import { buildUnlessSkipped, median, startSite } from './lib/site.mjs'

const samples = Number(process.env.BENCH_SAMPLES ?? 60)
const pages = ['/', '/menu']
const staticFile = '/favicon.svg'

buildUnlessSkipped()
const { base, stop } = await startSite({ prefix: 'playcentre_bench' })

/** Milliseconds until the response headers arrive (fetch resolves at the first byte), then drains. */
async function timeToFirstByte(url) {
  const started = performance.now()
  const response = await fetch(url)
  const elapsed = performance.now() - started
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return elapsed
}


async function firstLoadJavaScriptKb(pagePath) {
  const html = await (await fetch(`${base}${pagePath}`)).text()
  // Scripts marked nomodule (Next's polyfills, about 39 kB) are skipped by every current browser.
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+\.js[^"]*)"[^>]*>/g)].filter((match) => !/\bnomodule\b/i.test(match[0]))
  const sources = [...new Set(tags.map((match) => match[1]))]
  let bytes = 0
  for (const source of sources) bytes += gzipSync(Buffer.from(await (await fetch(new URL(source, base))).arrayBuffer())).length
  return { kb: bytes / 1024, files: sources.length }
}

try {
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
  await stop()
}
