// Issue 26 part 1: do the staff calls and the kiosk search cost the day, or the whole history?
// The production build on a scratch database of the Postgres at DATABASE_URL (default
// 127.0.0.1:5432; the bench creates and drops its own database), filled with SQL generate_series
// (bench/lib/fillBookings.mjs: 40 bookings a session, day by day back in time) up to each size in
// turn. At each size: the floor (`GET /api/users/me`), each staff call 30 times in a row and 30
// times 10 at once (one staff account), the kiosk search from 10 signed-in tablets at once (20
// each), and EXPLAIN of each call's query (the statements mirror the operations' SQL: keep them in
// step) with whether it reads through an index or a bounded range. Last, the ratio of each p95
// between the smallest and the largest size.
//   node bench/staff-scale.mjs [--sizes 10000,100000,1000000]     BENCH_SKIP_BUILD=1 reuses the build
import { performance } from 'node:perf_hooks'
import os from 'node:os'
import pg from 'pg'
import { fillBookings } from './lib/fillBookings.mjs'
import { request } from './lib/http.mjs'
import { buildUnlessSkipped, startSite } from './lib/site.mjs'
import { explainCalls } from './lib/staffQueries.mjs'

const sizesArg = process.argv.indexOf('--sizes')
const sizes = (sizesArg > 0 ? process.argv[sizesArg + 1] : '10000,100000,1000000')
  .split(',')
  .map(Number)
  .sort((a, b) => a - b)
const ROUNDS = 30
const AT_ONCE = 10
const TABLETS = 10
const SEARCHES = 20
process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres'

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}
const ms = (value) => `${Math.round(value).toLocaleString('en-GB')} ms`

buildUnlessSkipped()
const site = await startSite({ prefix: 'bench_staff_scale' })
const db = new pg.Client({ connectionString: site.databaseUrl })
await db.connect()
const results = []
try {
  const login = await request(site.port, 'POST', '/api/users/login', { body: site.admin })
  const staff = { Authorization: `JWT ${login.json.token}` }
  const tablets = []
  for (let n = 0; n < TABLETS; n++) {
    const device = { username: `bench-tablet-${n}`, password: `bench-tablet-password-${n}` }
    const created = await request(site.port, 'POST', '/api/kiosk-devices', { headers: staff, body: { ...device, name: `Bench ${n}` } })
    if (created.status >= 300) throw new Error(`kiosk device: ${created.status} ${created.text}`)
    const signedIn = await request(site.port, 'POST', '/api/kiosk-devices/login', { body: device })
    tablets.push({ Authorization: `JWT ${signedIn.json.token}` })
  }
  const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit' }).format(new Date())
  const calls = [
    { name: 'GET /api/admin/dashboard-stats', method: 'GET', path: '/api/admin/dashboard-stats' },
    { name: 'POST /api/admin/search-payments smith', method: 'POST', path: '/api/admin/search-payments', body: { searchTerm: 'smith' } },
    { name: 'GET /api/admin/todays-bookings', method: 'GET', path: '/api/admin/todays-bookings' },
    { name: `GET /api/admin/calendar?month=${month}`, method: 'GET', path: `/api/admin/calendar?month=${month}` },
    { name: 'GET /api/admin/active-sessions', method: 'GET', path: '/api/admin/active-sessions' },
  ]
  const once = async (call, headers) => {
    const started = performance.now()
    const answer = await request(site.port, call.method, call.path, { headers, body: call.body })
    const elapsed = performance.now() - started
    if (answer.status !== 200) throw new Error(`${call.name}: ${answer.status} ${answer.text.slice(0, 200)}`)
    return elapsed
  }
  const inARow = async (call, headers) => {
    const times = []
    for (let n = 0; n < ROUNDS; n++) times.push(await once(call, headers))
    return times
  }
  const atOnce = async (call, headers) => {
    const times = []
    let next = 0
    await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        while (next++ < ROUNDS) times.push(await once(call, headers))
      }),
    )
    return times
  }

  let filled = 0
  for (const size of sizes) {
    const fillStarted = performance.now()
    await fillBookings(db, filled, size)
    filled = size
    await db.query('analyze')
    const fillSeconds = (performance.now() - fillStarted) / 1000
    const load = os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')
    const me = { name: 'GET /api/users/me', method: 'GET', path: '/api/users/me' }
    const floor = await inARow(me, staff)
    const floorAtOnce = await atOnce(me, staff)
    const row = {
      size,
      fillSeconds,
      load,
      floorP50: percentile(floor, 50),
      floorP95: percentile(floor, 95),
      floorAtOnceP95: percentile(floorAtOnce, 95),
      calls: [],
    }
    for (const call of calls) {
      const first = await once(call, staff)
      for (let warm = 0; warm < 2; warm++) await once(call, staff)
      const serial = await inARow(call, staff)
      const parallel = await atOnce(call, staff)
      row.calls.push({
        name: call.name,
        first,
        serialP50: percentile(serial, 50),
        serialP95: percentile(serial, 95),
        parallelP50: percentile(parallel, 50),
        parallelP95: percentile(parallel, 95),
      })
    }
    const names = ['smith', 'zoe', 'patel', 'olivia mu', 'ali', 'jones', 'grace', 'kaur', 'o briain', 'evie']
    const kiosk = []
    await Promise.all(
      tablets.map(async (headers, n) => {
        for (let search = 0; search < SEARCHES; search++)
          kiosk.push(
            await once(
              {
                name: 'kiosk search',
                method: 'POST',
                path: '/api/check-in/search-all-tickets',
                body: { customerName: names[(n + search) % names.length] },
              },
              headers,
            ),
          )
      }),
    )
    row.kiosk = { p50: percentile(kiosk, 50), p95: percentile(kiosk, 95) }
    row.plans = await explainCalls(db)
    row.loadAfter = os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')
    results.push(row)
    printSize(row)
  }
  printSummary()
} finally {
  await db.end()
  await site.stop()
}

function printSize(row) {
  console.log(
    `\n## ${row.size.toLocaleString('en-GB')} bookings (filled in ${row.fillSeconds.toFixed(0)} s; load average ${row.load} before, ${row.loadAfter} after; ${os.cpus().length} cores)`,
  )
  console.log(
    `floor: GET /api/users/me p50 ${ms(row.floorP50)}, p95 ${ms(row.floorP95)} in a row, p95 ${ms(row.floorAtOnceP95)} 10 at once\n`,
  )
  console.log('| call | first | in a row p50 / p95 | 10 at once p50 / p95 |\n| --- | --- | --- | --- |')
  for (const call of row.calls)
    console.log(
      `| \`${call.name}\` | ${ms(call.first)} | ${ms(call.serialP50)} / ${ms(call.serialP95)} | ${ms(call.parallelP50)} / ${ms(call.parallelP95)} |`,
    )
  console.log(`| kiosk search, ${TABLETS} tablets at once (${SEARCHES} each) | | | ${ms(row.kiosk.p50)} / ${ms(row.kiosk.p95)} |`)
  console.log('\n| query | bounded | plan (top nodes) |\n| --- | --- | --- |')
  for (const plan of row.plans) console.log(`| ${plan.name} | ${plan.bounded ? 'yes' : '**NO**'} | ${plan.summary} |`)
}

function printSummary() {
  if (results.length < 2) return
  const [small, large] = [results[0], results.at(-1)]
  console.log(`\n## p95 at ${large.size.toLocaleString('en-GB')} / p95 at ${small.size.toLocaleString('en-GB')} bookings\n`)
  console.log('| call | in a row | 10 at once |\n| --- | --- | --- |')
  for (const [index, call] of small.calls.entries()) {
    const big = large.calls[index]
    console.log(
      `| \`${call.name}\` | ${(big.serialP95 / call.serialP95).toFixed(2)} | ${(big.parallelP95 / call.parallelP95).toFixed(2)} |`,
    )
  }
  console.log(`| kiosk search | | ${(large.kiosk.p95 / small.kiosk.p95).toFixed(2)} |`)
  console.log(
    `| floor \`GET /api/users/me\` (p95) | ${(large.floorP95 / small.floorP95).toFixed(2)} | ${(large.floorAtOnceP95 / small.floorAtOnceP95).toFixed(2)} |`,
  )
}
