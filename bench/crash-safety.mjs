// Crash safety, shown (issue 14): a burst of bookings and a stream of signed Stripe webhooks
// against the real server (`node scripts/run.mjs start` on the production build, its jobs queues
// worked continuously), a SIGKILL of the server's whole process group in the middle, a restart on
// the same database, Stripe's redelivery of every event that was not acknowledged (and of some
// that were), late payments after the holds expired and the places were sold again, the queues
// worked until they drain; then SQL checks of the invariants:
//   no slot oversold; every payment Stripe took kept as exactly one paid booking or refunded
//   exactly once; each payment event applied once (and loyalty points earned once); no hold left
//   "held" past its expiry; every e-mail the system queued sent exactly once; every job finished.
// Prints a table and exits 1 if any check fails (2 if the bench itself could not finish).
//
//   node bench/crash-safety.mjs      builds first unless BENCH_SKIP_BUILD=1; DATABASE_URL: a
//                                    fresh database on that server, otherwise an embedded Postgres
//   BENCH_SEED=n                     repeats a run's plan (who pays, declines, abandons, ...)
//   CRASH_KILL_AT=wave               kill after three waves wherever the queues are, instead of
//                                    at the moment a run of the e-mail queue has jobs claimed
//   CRASH_SIGNAL=SIGTERM             a deploy's graceful stop instead of a crash
//   BENCH_KEEP_DB=1                  keep the database for a look afterwards
//
// The parts live in bench/crash-safety/: settings and the seeded plan, the server process, the
// families (bookings, payments, webhooks, staff cancels), the queues, the capacity samples, the
// checks and the report; this file sets the run up and plays it, step by step.
//
// The server runs the production build with NODE_ENV=test: production refuses STRIPE_API_BASE
// (src/lib/env.ts), which is how the Stripe SDK reaches the local fake of Stripe's API, as in the
// integration tests. Next.js still serves the production build (its runtime picks the production
// bundles for any NODE_ENV but "development"); the app reads NODE_ENV only for that guard, the
// test-only lock switches (unset here) and secure cookies (off on http anyway).
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { releaseSignalHandlers } from '../scripts/lib/embeddedPostgres.mjs'
import { createFreshDatabase, freePort } from '../scripts/lib/testDatabase.mjs'
import { startFakeStripe } from '../tests/helpers/fakeStripe.mjs'
import { occupancy, sampling, snapshotCapacity, startSampling } from './crash-safety/capacity.mjs'
import { checkInvariants } from './crash-safety/checks.mjs'
import { asAdmin, query, request, run, signIn } from './crash-safety/context.mjs'
import {
  book,
  bookings,
  counts,
  date,
  deliver,
  events,
  fireWave,
  inflight,
  pending,
  priceOf,
  prices,
  staffCancel,
  setEventDay,
} from './crash-safety/families.mjs'
import { log, sleep } from './crash-safety/log.mjs'
import { drainQueues, startQueueLoop, stopQueueLoop } from './crash-safety/queues.mjs'
import { report } from './crash-safety/report.mjs'
import { alive, commandOf, descendants, server, startServer, stopServer, tail, waitForHealth } from './crash-safety/server.mjs'
import {
  between,
  killAt,
  killSignal,
  maxWavesBeforeKill,
  minWavesBeforeKill,
  seed,
  shuffled,
  slots,
  waveGapMs,
  wavesAfterRestart,
} from './crash-safety/settings.mjs'

const root = path.resolve(import.meta.dirname, '..')

// Build, database, fake Stripe, server environment
if (!process.env.BENCH_SKIP_BUILD) {
  log('building the app (next build)')
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(1)
}
// As the e2e run does: a fresh database needs a fresh data cache.
rmSync(path.join(root, '.next/cache/fetch-cache'), { recursive: true, force: true })

run.runId = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`
run.runDir = path.join(os.tmpdir(), `crash-safety-${run.runId}`)
mkdirSync(run.runDir, { recursive: true })
log(`run ${run.runId}, seed ${seed}; server logs in ${run.runDir}`)

const database = await createFreshDatabase({ serverUrl: process.env.DATABASE_URL, prefix: 'playcentre_crash', log })
run.db = new pg.Pool({ connectionString: database.url, max: 4 })
const webhookSecret = `whsec_crash_${randomBytes(12).toString('hex')}`
run.stripe = await startFakeStripe(webhookSecret)
run.port = await freePort()
const base = `http://127.0.0.1:${run.port}`
run.adminEmail = 'crash-admin@playcentre.example'
run.adminPassword = `crash-${randomBytes(12).toString('base64url')}`
run.serverEnv = {
  ...process.env,
  NODE_ENV: 'test',
  DATABASE_URL: database.url,
  PORT: String(run.port),
  SERVER_URL: base,
  PAYLOAD_SECRET: randomBytes(24).toString('hex'),
  ADMIN_EMAIL: run.adminEmail,
  ADMIN_PASSWORD: run.adminPassword,
  LOG_LEVEL: 'info',
  STRIPE_SECRET_KEY: 'sk_test_crash_safety_bench',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_crash_safety_bench',
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  STRIPE_API_BASE: run.stripe.url,
  // Every family here books from 127.0.0.1: the per-client caps are tested elsewhere.
  BOOKING_MAX_LIVE_HOLDS_PER_CLIENT: '100000',
  BOOKING_MAX_LIVE_HOLDS_PER_ADDRESS: '1000',
}
delete run.serverEnv.RESEND_API_KEY

// ---------------------------------------------------------------------------------------------
// The run
const timeline = {}
let crashInfo = null
let expiryRun = null
let exitCode = 1

async function teardown() {
  void stopQueueLoop()
  sampling.on = false
  await stopServer()
  await run.stripe.close().catch(() => {})
  await run.db.end().catch(() => {})
  if (process.env.BENCH_KEEP_DB) log(`database kept: ${database.url}`)
  else await database.dispose().catch((error) => log(`could not drop the database: ${error.message}`))
}
releaseSignalHandlers()
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    void teardown().finally(() => process.exit(130))
  })
}

try {
  // 1. Start, sign in, make the bench's event day and shorten holds to one minute (CMS settings).
  log(`starting the server on ${base} (NODE_ENV=test, production build, Stripe provider against the fake at ${run.stripe.url})`)
  startServer()
  await waitForHealth()
  timeline.firstHealthy = Date.now()
  log('server healthy')
  await signIn()
  const settings = await request('POST', '/api/globals/booking-settings', { body: { holdMinutes: 1 }, headers: asAdmin() })
  if (settings.status !== 200) throw new Error(`could not set holdMinutes: ${settings.status} ${settings.text.slice(0, 300)}`)
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  )
  for (let offset = 12; offset < 40 && !date; offset++) {
    const [y, m, d] = today.split('-').map(Number)
    const candidate = new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10)
    const made = await request('POST', '/api/special-days', {
      body: {
        date: candidate,
        label: 'Crash-safety bench',
        event: { title: 'Crash-safety bench', slots, defaultSlotStart: slots[0].start },
      },
      headers: asAdmin(),
    })
    if (made.status === 201) setEventDay(candidate)
  }
  if (!date) throw new Error('could not create the bench event day')
  for (const children of [1, 2]) prices.set(children, await priceOf(children))
  log(
    `event day ${date}: ${slots.map((slot) => `${slot.start} (${slot.capacity} children)`).join(', ')}; prices ${[...prices].map(([n, p]) => `${n} child + 1 adult = ${p}p`).join(', ')}; holds last 1 minute`,
  )

  // 2. The burst and the webhook stream, with the queues worked continuously; SIGKILL in the middle.
  startQueueLoop()
  startSampling()
  timeline.burstStarted = Date.now()
  const waveRuns = []
  let wave = 0
  let aimed = false
  const fire = () => {
    wave += 1
    waveRuns.push(fireWave(wave, 'before kill'))
    return Date.now()
  }
  let lastWaveAt = fire()
  while (true) {
    if (wave >= minWavesBeforeKill) {
      if (killAt === 'wave') break
      if (
        inflight.bookings > 0 &&
        (await query(`select count(*)::int as n from payload_jobs where queue = 'emails' and processing`))[0].n > 0
      ) {
        aimed = true
        break
      }
      if (wave >= maxWavesBeforeKill && Date.now() - lastWaveAt >= waveGapMs) break
    }
    if (Date.now() - lastWaveAt >= waveGapMs && wave < maxWavesBeforeKill) lastWaveAt = fire()
    await sleep(25)
  }
  const group = server.pid
  const processes = [group, ...descendants(group)].map((pid) => ({ pid, command: commandOf(pid) }))
  const processingBefore = await query(
    `select id, task_slug::text as task_slug, queue from payload_jobs where processing and completed_at is null order by id`,
  )
  const outboxBefore = (await query('select count(*)::int as n from email_outbox'))[0].n
  crashInfo = {
    at: Date.now(),
    aimed,
    wavesBefore: wave,
    processes,
    inflight: { ...inflight, queues: [...inflight.queues] },
    bookingsCreatedSoFar: counts.created,
    webhookAttemptsSoFar: counts.webhookAttempts,
    outboxSoFar: outboxBefore,
    jobsProcessingAtKill: processingBefore,
  }
  process.kill(-group, killSignal)
  await server.exitPromise
  for (let wait = 0; wait < 100 && processes.some(({ pid }) => alive(pid)); wait++) await sleep(100)
  log(
    `${killSignal} to process group ${group} (${processes.map(({ pid, command }) => `${pid} ${command}`).join('; ')}) after ${wave} waves, ` +
      `${aimed ? 'while a run of the e-mail queue had jobs claimed' : killAt === 'wave' ? 'as planned' : 'at the fallback moment'}: ${crashInfo.inflight.bookings} booking request(s), ` +
      `${crashInfo.inflight.webhooks} webhook(s), ${crashInfo.inflight.cancels} staff cancel(s) and runs of ${crashInfo.inflight.queues.join(', ') || 'no queue'} in flight; ` +
      `jobs marked processing just before: ${processingBefore.map((job) => `${job.id} ${job.task_slug}`).join(', ') || 'none'}`,
  )
  await Promise.all(waveRuns)

  // 3. Restart on the same database; Stripe retries every event it could not deliver; staff retry.
  await sleep(1000)
  timeline.restartAt = Date.now()
  startServer()
  await waitForHealth()
  timeline.restartHealthy = Date.now()
  log(`restarted; healthy after ${((timeline.restartHealthy - timeline.restartAt) / 1000).toFixed(1)} s`)
  await signIn()
  await snapshotCapacity('right after the restart')
  const afterWaves = []
  for (let more = 1; more <= wavesAfterRestart; more++) {
    afterWaves.push(fireWave(wave + more, 'after restart'))
    await sleep(waveGapMs)
  }
  await Promise.all(afterWaves)
  while (pending.size > 0) await Promise.allSettled([...pending])
  for (let round = 1; round <= 6; round++) {
    const undelivered = events.filter((event) => !event.heldBack && !event.delivered)
    const cancels = [...bookings.values()].filter(
      (booking) => booking.behaviour === 'staffCancel' && booking.cancel && !booking.cancel.done,
    )
    const unstarted = [...bookings.values()].filter(
      (booking) =>
        booking.behaviour === 'staffCancel' &&
        !booking.cancel &&
        events.some((event) => event.bookingId === booking.bookingId && event.type === 'payment_intent.succeeded' && event.delivered),
    )
    if (undelivered.length + cancels.length + unstarted.length === 0) break
    log(
      `redelivery round ${round}: ${undelivered.length} event(s) Stripe retries, ${cancels.length + unstarted.length} staff cancel(s) retried or started`,
    )
    await Promise.all([
      ...shuffled(undelivered).map((event) => deliver(event, 'redelivery')),
      ...[...cancels, ...unstarted].map((booking) => staffCancel(booking, booking.cancel ? 'retry' : 'first')),
    ])
    if (round > 1) await sleep(1000 * round)
  }
  // Stripe may deliver any event more than once: resend a quarter of those already acknowledged.
  const resent = shuffled(events.filter((event) => event.delivered)).slice(
    0,
    Math.ceil(events.filter((event) => event.delivered).length / 4),
  )
  await Promise.all(resent.map((event) => deliver(event, 'duplicate after restart')))
  log(
    `after the restart: ${events.filter((event) => !event.heldBack && !event.delivered).length} event(s) still undelivered; ${resent.length} resent as duplicates`,
  )

  // 4. Wait for every hold so far to lapse, sell the freed places again, then let Stripe deliver
  //    the held-back (late) payments: each is confirmed if its slot has room, else refunded.
  const [{ latest }] = await query(`select max(hold_expires_at) as latest from bookings where status::text in ('held', 'expired')`)
  const waitMs = latest ? new Date(latest).getTime() + 2000 - Date.now() : 0
  if (waitMs > 0) {
    log(`waiting ${(waitMs / 1000).toFixed(0)} s for the last hold to lapse`)
    await sleep(waitMs)
  }
  await snapshotCapacity('after every hold lapsed')
  const occupied = (await occupancy()).reduce((map, row) => map.set(row.slot_start, row.paid + row.live_held), new Map())
  const refill = []
  for (const slot of slots) {
    const placesLeft = slot.capacity - (occupied.get(slot.start) ?? 0)
    // Twice the free places, in ones and twos: the slot fills and some families are turned away.
    for (let wanted = 0; wanted < placesLeft * 2 + 2;) {
      const children = between(1, 2)
      wanted += children
      refill.push(book(slot, children, 'resale', 'pay'))
    }
  }
  await Promise.all(refill)
  while (pending.size > 0) await Promise.allSettled([...pending])
  await snapshotCapacity('after the places were sold again')
  const late = events.filter((event) => event.heldBack)
  log(`resold the freed places (${refill.length} requests); delivering ${late.length} late payment event(s), each twice`)
  await Promise.all(late.map((event) => deliver(event, 'late').then(() => deliver(event, 'late duplicate'))))
  for (const event of late.filter((candidate) => !candidate.delivered)) await deliver(event, 'late retry')

  // 5. Drain the queues; wait for the expiry job to run after the last hold's expiry.
  await stopQueueLoop()
  await drainQueues('after the late payments')
  // Every lapsed hold is marked expired by the expiry job (every minute) and its intent cancelled.
  const [{ latest: lastExpiry }] = await query(
    `select max(hold_expires_at) as latest from bookings where status::text in ('held', 'expired')`,
  )
  const expiryDeadline = Math.max(Date.now(), new Date(lastExpiry ?? 0).getTime()) + 150_000
  while (true) {
    const [{ lapsed, oldest }] = await query(
      `select count(*)::int as lapsed, min(hold_expires_at) as oldest from bookings where status::text = 'held' and hold_expires_at <= now()`,
    )
    if (lapsed === 0) {
      const [{ lastMarked }] = await query(`select max(updated_at) as "lastMarked" from bookings where status::text = 'expired'`)
      expiryRun = { ok: true, lastMarked, lastExpiry }
      break
    }
    const stranded = await query(
      `select id, updated_at from payload_jobs where task_slug::text = 'expireHolds' and processing and completed_at is null and updated_at < $1`,
      [new Date(timeline.restartAt)],
    )
    if (stranded.length > 0 || Date.now() > expiryDeadline) {
      expiryRun = { ok: false, lapsed, oldest, stranded }
      log(
        `${lapsed} lapsed hold(s) still "held"${stranded.length ? `: expiry job ${stranded.map((job) => job.id).join(', ')} was claimed before the kill and is still marked processing, and Payload schedules no new run while it exists` : ''}`,
      )
      break
    }
    await request('GET', '/api/jobs/run?queue=maintenance&limit=100', { headers: asAdmin() }).catch(() => null)
    await sleep(3000)
  }
  await drainQueues('final')
  timeline.checksAt = Date.now()
  await snapshotCapacity('at the checks')
  sampling.on = false
  await sampling.done

  const results = await checkInvariants(expiryRun)
  exitCode = await report(results, { crashInfo, timeline })
} catch (error) {
  console.error('[crash] the bench could not finish:', error)
  if (server) console.error(`[crash] server log (${server.logFile}):\n${tail(server.logFile, 40)}`)
  exitCode = 2
} finally {
  await teardown()
}
process.exit(exitCode)
