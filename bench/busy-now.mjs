// Issue 40: how busy it is now, under load. The production build on a scratch database (DATABASE_URL's
// server, or the embedded Postgres) with today's bookings (120, the first 5 checked in) and eight
// weeks of history (bench/lib/fillBookings.mjs), today made a live normal day. Measures, in one run:
//   - GET /api/busy-now and the cached home page `/`, 200 concurrent readers each, in interleaved
//     rounds (ROUNDS, 10): p50 and p95 of each, and the ratio of the p95s (target: within 2x);
//   - the first 200 concurrent readers after the shared read has expired: how many database loads
//     they made (target: one), from the instance's counter on GET /metrics;
//   - loads over SUSTAIN_SECONDS (90) of 50 readers calling without pause: the most in any 30 s
//     (target: at most one per 30 s per instance), and how many calls reached the app at all (the
//     HTTP front repeats the answer for a second).
//   node bench/busy-now.mjs      BENCH_SKIP_BUILD=1 reuses the build; BENCH_NO_WRITE=1 prints only
import { randomBytes } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { fillBookings, PER_SESSION, SLOTS } from './lib/fillBookings.mjs'
import { request } from './lib/http.mjs'
import { buildUnlessSkipped, startSite } from './lib/site.mjs'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10)
const READERS = 200
const SUSTAIN_SECONDS = Number(process.env.BENCH_SUSTAIN_SECONDS ?? 90)
const SUSTAIN_READERS = 50
const TTL_SECONDS = 30
const root = path.resolve(import.meta.dirname, '..')

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}
const ms = (value) => `${value.toFixed(1)} ms`
const sleep = (millis) => new Promise((resolve) => setTimeout(resolve, millis))

/** One GET on a new connection, as a browser asking for gzip: milliseconds until the last byte. */
function timedGet(port, urlPath) {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const outgoing = http.get(
      { host: '127.0.0.1', port, path: urlPath, agent: false, headers: { 'accept-encoding': 'gzip' } },
      (response) => {
        response.resume()
        response.on('end', () =>
          response.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`${urlPath}: ${response.statusCode}`)),
        )
        response.on('error', reject)
      },
    )
    outgoing.on('error', reject)
  })
}

const burst = (port, urlPath) => Promise.all(Array.from({ length: READERS }, () => timedGet(port, urlPath)))

async function counters(port, token) {
  const { status, text } = await request(port, 'GET', '/metrics', { headers: { Authorization: `Bearer ${token}` } })
  if (status !== 200) throw new Error(`/metrics answered ${status}`)
  const read = (name) => Number(new RegExp(`^${name} (\\d+)$`, 'm').exec(text)?.[1] ?? NaN)
  return { loads: read('playcentre_busy_now_loads_total'), reads: read('playcentre_busy_now_reads_total') }
}

/** Today live whatever the hour: the seeded window if now is inside it, else one around now. */
async function makeTodayLive(port, headers) {
  const settings = (await request(port, 'GET', '/api/globals/booking-settings', { headers })).json
  const now = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(),
  )
  if (now >= settings.arrivalWindow.from && now < settings.arrivalWindow.until)
    return `the seeded window (${settings.arrivalWindow.from}-${settings.arrivalWindow.until})`
  const arrivalWindow = { ...settings.arrivalWindow, from: '00:30', until: '23:30' }
  const saved = await request(port, 'POST', '/api/globals/booking-settings', { headers, body: { arrivalWindow } })
  if (saved.status !== 200) throw new Error(`booking settings: ${saved.status} ${saved.text.slice(0, 200)}`)
  return 'a window of 00:30-23:30 (the bench ran outside the seeded one)'
}

function writeDoc(block) {
  const file = path.join(root, 'docs/performance.md')
  const [start, end] = ['<!-- busy-now-bench:start -->', '<!-- busy-now-bench:end -->']
  const doc = readFileSync(file, 'utf8')
  if (!doc.includes(start) || !doc.includes(end)) throw new Error(`docs/performance.md has no ${start} ... ${end} block`)
  writeFileSync(file, `${doc.slice(0, doc.indexOf(start) + start.length)}\n${block}\n${doc.slice(doc.indexOf(end))}`)
}

buildUnlessSkipped()
process.env.METRICS_TOKEN = randomBytes(18).toString('hex')
const site = await startSite({ prefix: 'bench_busy_now' })
const db = new pg.Client({ connectionString: site.databaseUrl })
await db.connect()
let exitCode = 0
try {
  const perDay = PER_SESSION * SLOTS.length
  await fillBookings(db, 0, perDay, { daysAhead: 0 })
  await fillBookings(db, perDay, perDay + 56 * perDay, { daysAhead: -1 })
  const login = await request(site.port, 'POST', '/api/users/login', { body: site.admin })
  const window = await makeTodayLive(site.port, { Authorization: `JWT ${login.json.token}` })
  const answer = (await request(site.port, 'GET', '/api/busy-now')).json
  if (answer?.status !== 'live') throw new Error(`today has no live figure: ${JSON.stringify(answer)}`)
  console.log(`busy now: ${answer.line}; ${answer.chart.points.length} half hours`)
  for (let warm = 0; warm < 3; warm++) await Promise.all([burst(site.port, '/'), burst(site.port, '/api/busy-now')])

  // The first readers after the shared read has expired.
  await sleep((TTL_SECONDS + 1) * 1000)
  const beforeFirst = await counters(site.port, process.env.METRICS_TOKEN)
  const firstBurst = await burst(site.port, '/api/busy-now')
  const afterFirst = await counters(site.port, process.env.METRICS_TOKEN)

  // 200 at once, the cached home page and the call in turn.
  const times = { home: [], busy: [] }
  for (let round = 0; round < ROUNDS; round++) {
    times.home.push(...(await burst(site.port, '/')))
    times.busy.push(...(await burst(site.port, '/api/busy-now')))
  }

  // Sustained readers: the counter sampled every second.
  const samples = [{ at: 0, ...(await counters(site.port, process.env.METRICS_TOKEN)) }]
  const started = performance.now()
  let sent = 0
  const until = started + SUSTAIN_SECONDS * 1000
  const reader = async () => {
    while (performance.now() < until) {
      await timedGet(site.port, '/api/busy-now')
      sent += 1
    }
  }
  const sampler = async () => {
    while (performance.now() < until) {
      await sleep(1000)
      samples.push({ at: (performance.now() - started) / 1000, ...(await counters(site.port, process.env.METRICS_TOKEN)) })
    }
  }
  await Promise.all([...Array.from({ length: SUSTAIN_READERS }, reader), sampler()])
  const last = await counters(site.port, process.env.METRICS_TOKEN)
  let mostIn30 = 0
  for (const from of samples)
    for (const to of samples) if (to.at > from.at && to.at - from.at <= TTL_SECONDS) mostIn30 = Math.max(mostIn30, to.loads - from.loads)

  const p95 = { home: percentile(times.home, 95), busy: percentile(times.busy, 95) }
  const ratio = p95.busy / p95.home
  const loadsSustained = last.loads - samples[0].loads
  const block = [
    `Measured ${new Date().toISOString().slice(0, 10)} by \`node bench/busy-now.mjs\` on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), load average ${os.loadavg()[0].toFixed(1)} at the end; the production build on a scratch database with ${perDay} bookings today and ${56 * perDay} over the eight weeks before, today live with ${window}. Every request on a new connection, asking for gzip.`,
    '',
    `| ${READERS} concurrent readers, ${ROUNDS} rounds each, in turn | p50 | p95 |`,
    '| --- | --- | --- |',
    `| \`/\` (from the page cache) | ${ms(percentile(times.home, 50))} | ${ms(p95.home)} |`,
    `| \`GET /api/busy-now\` | ${ms(percentile(times.busy, 50))} | ${ms(p95.busy)} |`,
    '',
    `p95 of the call over the cached home page's: ${ratio.toFixed(2)}x (target: within 2x: ${ratio <= 2 ? 'yes' : '**no**'}).`,
    '',
    `Database loads: the first ${READERS} concurrent readers after the shared read expired made ${afterFirst.loads - beforeFirst.loads} (p95 ${ms(percentile(firstBurst, 95))}; target one). ${SUSTAIN_READERS} readers calling without pause for ${SUSTAIN_SECONDS} s sent ${sent} calls, of which ${last.reads - samples[0].reads} reached the app (the front repeats the answer for a second); they made ${loadsSustained} loads, at most ${mostIn30} in any ${TTL_SECONDS} s (target: at most one per ${TTL_SECONDS} s per instance: ${mostIn30 <= 1 ? 'yes' : '**no**'}).`,
  ].join('\n')
  console.log(block)
  if (!process.env.BENCH_NO_WRITE) writeDoc(block)
} catch (error) {
  console.error(error)
  exitCode = 1
} finally {
  await db.end()
  await site.stop()
}
process.exit(exitCode)
