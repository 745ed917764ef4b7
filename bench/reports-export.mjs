// Issue 27 part 2: a year of 40,000 bookings exports in under 5 seconds.
// The production build on a scratch database (DATABASE_URL's server, default 127.0.0.1:5432; the
// bench creates and drops its own), filled with bench/lib/fillBookings.mjs (40 bookings a session,
// three sessions a day, going back in time) plus each booking's two ticket lines and a refund for
// each cancelled one. Then, as an admin: the floor (`GET /api/users/me`) and each report call for
// the last 366 days, 5 times in a row: time to the last byte, rows and size.
//   node bench/reports-export.mjs [--bookings 40000]     BENCH_SKIP_BUILD=1 reuses the build
import { performance } from 'node:perf_hooks'
import os from 'node:os'
import pg from 'pg'
import { fillBookings } from './lib/fillBookings.mjs'
import { request } from './lib/http.mjs'
import { buildUnlessSkipped, median, startSite } from './lib/site.mjs'

const countArg = process.argv.indexOf('--bookings')
const BOOKINGS = countArg > 0 ? Number(process.argv[countArg + 1]) : 40_000
const ROUNDS = 5
const TARGET_MS = 5_000
process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres'

const londonDate = (offsetDays) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + offsetDays * 86_400_000))

buildUnlessSkipped()
const site = await startSite({ prefix: 'bench_reports' })
const db = new pg.Client({ connectionString: site.databaseUrl })
await db.connect()
try {
  const fillStarted = performance.now()
  await fillBookings(db, 0, BOOKINGS)
  await db.query(`
    insert into bookings_tickets (_order, _parent_id, id, ticket_key, title, quantity, unit_price_pence, fee_pence, line_total_pence)
    select line, b.id, 'bench-' || b.id || '-' || line, case line when 1 then 'child-1-12' else 'adult' end,
           case line when 1 then 'Children 1-12 years' else 'Adults' end, 1, case line when 1 then 950 else 250 end, 0,
           case line when 1 then 950 else 250 end
      from bookings b cross join generate_series(1, 2) line`)
  await db.query(`
    insert into booking_refunds (booking_id, amount_pence, status, kind, refunded_at, provider_refund_id)
    select id, final_amount_pence, 'succeeded', 'cancellation', cancelled_at, 're_bench_' || id from bookings where status = 'cancelled'`)
  await db.query('analyze')
  const fillSeconds = (performance.now() - fillStarted) / 1000

  const login = await request(site.port, 'POST', '/api/users/login', { body: site.admin })
  const admin = { Authorization: `JWT ${login.json.token}` }
  // The year that ends with the week ahead the fill books into: 366 days, the longest report.
  const range = `from=${londonDate(7 - 365)}&to=${londonDate(7)}`
  const timed = async (path) => {
    const started = performance.now()
    const answer = await request(site.port, 'GET', path, { headers: admin })
    const elapsed = performance.now() - started
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${answer.text.slice(0, 200)}`)
    return { elapsed, text: answer.text }
  }
  const rows = []
  const floor = []
  for (let n = 0; n < 10; n++) floor.push((await timed('/api/users/me')).elapsed)
  for (const path of [
    `/api/admin/reports/summary?${range}`,
    `/api/admin/reports/bookings.csv?${range}`,
    `/api/admin/reports/payments.csv?${range}`,
  ]) {
    const times = []
    let last = ''
    for (let n = 0; n < ROUNDS; n++) {
      const { elapsed, text } = await timed(path)
      times.push(elapsed)
      last = text
    }
    const lines = path.includes('.csv') ? last.split('\r\n').filter(Boolean).length - 1 : null
    rows.push({ path: path.split('?')[0], median: median(times), max: Math.max(...times), lines, bytes: Buffer.byteLength(last) })
  }
  const count = (await db.query('select count(*)::int as n from bookings')).rows[0].n
  console.log(`\n${count.toLocaleString('en-GB')} bookings (filled in ${fillSeconds.toFixed(1)} s); range ${range}`)
  console.log(
    `machine: ${os.cpus().length} cores, load ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  )
  console.log(`floor GET /api/users/me: median ${median(floor).toFixed(0)} ms\n`)
  console.log('| call | median | slowest of 5 | rows | size | under 5 s |')
  console.log('| --- | --- | --- | --- | --- | --- |')
  for (const row of rows)
    console.log(
      `| \`${row.path}\` | ${row.median.toFixed(0)} ms | ${row.max.toFixed(0)} ms | ${row.lines ?? '-'} | ${(row.bytes / 1_048_576).toFixed(1)} MB | ${row.max < TARGET_MS ? 'yes' : 'NO'} |`,
    )
  if (rows.some((row) => row.max >= TARGET_MS)) process.exitCode = 1
} finally {
  await db.end()
  await site.stop()
}
