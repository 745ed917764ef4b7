// Issue 38: how large the door tablet's copy of a busy day is, and how long it takes to refresh.
// The production build on a scratch database (DATABASE_URL's server, or the embedded Postgres),
// filled with SQL (bench/lib/fillBookings.mjs) with --tickets bookings today (default 400) beside
// a week of ordinary history. Measures, beside the floor (`GET /api/users/me`, same run):
//   - GET /api/check-in/todays-tickets as a signed-in tablet, 30 times in a row: p50/p95, the
//     answer's size as sent and gzipped;
//   - the whole refresh in the kiosk's page in Chromium (the call, the JSON, and the IndexedDB
//     write idb-keyval makes: one put in one transaction), 10 times: p50/p95, with the 4x CPU slowdown of a
//     budget tablet beside the machine's own speed;
//   - a search on the copy (the tablet's offline search) for a common surname.
//   node bench/kiosk-copy.mjs [--tickets 400]     BENCH_SKIP_BUILD=1 reuses the build
import { performance } from 'node:perf_hooks'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import pg from 'pg'
import { testBrowserPath } from '../scripts/lib/testBrowser.mjs'
import { fillBookings, PER_SESSION } from './lib/fillBookings.mjs'
import { request } from './lib/http.mjs'
import { buildUnlessSkipped, startSite } from './lib/site.mjs'

const ticketsArg = process.argv.indexOf('--tickets')
const tickets = ticketsArg > 0 ? Number(process.argv[ticketsArg + 1]) : 400
const ROUNDS = 30
const PAGE_ROUNDS = 10

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}
const ms = (value) => `${value.toFixed(1)} ms`
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`

async function timed(port, path, headers, rounds) {
  const times = []
  let last
  for (let round = 0; round < rounds; round++) {
    const started = performance.now()
    last = await request(port, 'GET', path, { headers })
    times.push(performance.now() - started)
    if (last.status !== 200) throw new Error(`${path}: ${last.status} ${last.text.slice(0, 200)}`)
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), last }
}

buildUnlessSkipped()
const site = await startSite({ prefix: 'bench_kiosk_copy' })
const db = new pg.Client({ connectionString: site.databaseUrl })
await db.connect()
let browser
try {
  // Today's tickets over three sessions, then a week of history behind them (other days' bookings
  // are in the table the call reads, as on a real day).
  const perSession = Math.ceil(tickets / 3)
  await fillBookings(db, 0, tickets, { perSession, daysAhead: 0 })
  await fillBookings(db, 10_000, 10_000 + 7 * 3 * PER_SESSION, { daysAhead: -1 })

  const login = await request(site.port, 'POST', '/api/users/login', { body: site.admin })
  const staff = { Authorization: `JWT ${login.json.token}` }
  const device = { username: 'bench-copy-tablet', password: 'bench-copy-tablet-password' }
  const created = await request(site.port, 'POST', '/api/kiosk-devices', { headers: staff, body: { ...device, name: 'Bench copy' } })
  if (created.status >= 300) throw new Error(`kiosk device: ${created.status} ${created.text}`)
  const signedIn = await request(site.port, 'POST', '/api/kiosk-devices/login', { body: device })
  const tablet = { Authorization: `JWT ${signedIn.json.token}` }

  const floor = await timed(site.port, '/api/users/me', staff, ROUNDS)
  const copy = await timed(site.port, '/api/check-in/todays-tickets', tablet, ROUNDS)
  const count = copy.last.json.tickets.length
  const bytes = Buffer.byteLength(copy.last.text)
  const gzipped = gzipSync(copy.last.text).length

  // The refresh as the kiosk's page makes it, in the machine's Chromium.
  browser = await chromium.launch({ executablePath: testBrowserPath(), args: ['--no-sandbox', '--disable-gpu'] })
  const context = await browser.newContext({ baseURL: site.base, viewport: { width: 1024, height: 768 } })
  const page = await context.newPage()
  await page.goto('/check-in')
  await page.getByLabel('Username').fill(device.username)
  await page.getByLabel('Password').fill(device.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('heading', { name: 'Find Your Booking' }).waitFor()
  const inPage = async (slowdown) => {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
    const times = await page.evaluate(async (rounds) => {
      const open = () =>
        new Promise((resolve, reject) => {
          const request = indexedDB.open('playcentre-kiosk')
          request.onsuccess = () => resolve(request.result)
          request.onerror = () => reject(request.error)
        })
      const database = await open()
      const result = []
      for (let round = 0; round < rounds; round++) {
        const started = performance.now()
        const answer = await (await fetch('/api/check-in/todays-tickets', { credentials: 'include' })).json()
        await new Promise((resolve, reject) => {
          const write = database.transaction('offline', 'readwrite')
          write.objectStore('offline').put({ day: answer.day, fetchedAt: answer.generatedAt, tickets: answer.tickets }, 'copy')
          write.oncomplete = resolve
          write.onerror = () => reject(write.error)
        })
        result.push(performance.now() - started)
      }
      return result
    }, PAGE_ROUNDS)
    const search = await page.evaluate(async () => {
      const database = await new Promise((resolve) => {
        const request = indexedDB.open('playcentre-kiosk')
        request.onsuccess = () => resolve(request.result)
      })
      const started = performance.now()
      const held = await new Promise((resolve) => {
        const read = database.transaction('offline').objectStore('offline').get('copy')
        read.onsuccess = () => resolve(read.result)
      })
      const found = held.tickets.filter((ticket) => ticket.customerName.toLowerCase().includes('smith'))
      return { ms: performance.now() - started, found: found.length }
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    return { p50: percentile(times, 50), p95: percentile(times, 95), search }
  }
  const native = await inPage(1)
  const budget = await inPage(4)

  console.log(`\n== the door tablet's copy of a day with ${count} tickets (asked for ${tickets})`)
  console.log('| what | p50 | p95 |')
  console.log('| --- | --- | --- |')
  console.log(`| floor: GET /api/users/me | ${ms(floor.p50)} | ${ms(floor.p95)} |`)
  console.log(`| GET /api/check-in/todays-tickets | ${ms(copy.p50)} (${(copy.p50 / floor.p50).toFixed(1)}x the floor) | ${ms(copy.p95)} |`)
  console.log(`| refresh in the page (call, JSON, IndexedDB write) | ${ms(native.p50)} | ${ms(native.p95)} |`)
  console.log(`| the same at 4x CPU slowdown (a budget tablet) | ${ms(budget.p50)} | ${ms(budget.p95)} |`)
  console.log(`| a search on the copy ('smith', ${native.search.found} found), read and filter | ${ms(native.search.ms)} | |`)
  console.log(`\nsize: ${kb(bytes)} as JSON (${Math.round(bytes / count)} bytes a ticket), ${kb(gzipped)} gzipped`)
} finally {
  await browser?.close()
  await db.end()
  await site.stop()
}
