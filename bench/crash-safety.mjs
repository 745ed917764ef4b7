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
// The server runs the production build with NODE_ENV=test: production refuses STRIPE_API_BASE
// (src/lib/env.ts), which is how the Stripe SDK reaches the local fake of Stripe's API, as in the
// integration tests. Next.js still serves the production build (its runtime picks the production
// bundles for any NODE_ENV but "development"); the app reads NODE_ENV only for that guard, the
// test-only lock switches (unset here) and secure cookies (off on http anyway).
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { releaseSignalHandlers } from '../scripts/lib/embeddedPostgres.mjs'
import { createFreshDatabase, freePort } from '../scripts/lib/testDatabase.mjs'
import { startFakeStripe } from './lib/fakeStripe.mjs'
import { request as httpRequest } from './lib/http.mjs'

const root = path.resolve(import.meta.dirname, '..')
const started = Date.now()
const seconds = () => ((Date.now() - started) / 1000).toFixed(1).padStart(6)
const log = (line) => console.log(`[crash ${seconds()}s] ${line}`)
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

// ---------------------------------------------------------------------------------------------
// Settings (environment overrides for experiments; the defaults are what docs/crash-safety.md ran)
const numberFrom = (name, fallback) => (process.env[name] ? Number(process.env[name]) : fallback)
const seed = numberFrom('BENCH_SEED', Math.floor(Math.random() * 2 ** 31))
const capacity = numberFrom('CRASH_CAPACITY', 24)
const perWave = numberFrom('CRASH_PER_WAVE', 10)
const waveGapMs = numberFrom('CRASH_WAVE_GAP_MS', 1500)
const minWavesBeforeKill = numberFrom('CRASH_MIN_WAVES', 3)
const maxWavesBeforeKill = numberFrom('CRASH_MAX_WAVES', 20)
const wavesAfterRestart = numberFrom('CRASH_WAVES_AFTER_RESTART', 2)
// When to kill. `emails` (the default): at the first moment, from the third wave on, when booking
// requests are in flight and a run of the e-mail queue has claimed jobs (the moment a crash costs
// most), with webhooks streaming; if that moment has not come after CRASH_MAX_WAVES waves, at the
// end of the last. `wave`: straight after CRASH_MIN_WAVES waves, wherever the queues are.
const killAt = process.env.CRASH_KILL_AT === 'wave' ? 'wave' : 'emails'
// SIGKILL (the default) is a crash; CRASH_SIGNAL=SIGTERM is a deploy's graceful stop, for comparison.
const killSignal = process.env.CRASH_SIGNAL === 'SIGTERM' ? 'SIGTERM' : 'SIGKILL'
const slots = [
  { start: '10:00', end: '12:00', capacity },
  { start: '12:30', end: '14:30', capacity },
  { start: '15:00', end: '17:00', capacity },
]
// What each family whose booking was created does next.
//   pay: pays; Stripe delivers the success, sometimes twice or three times, sometimes after an
//        older declined-card event (delivered out of order, after the success).
//   staffCancel: pays, then staff cancel the paid booking with a full refund.
//   late: pays in time, but Stripe's delivery is held back until after the hold expired and the
//         places were sold again (as when the endpoint was unreachable for a while).
//   abandon: never pays; the hold expires.
//   decline: the card is declined; Stripe delivers payment_failed (sometimes twice).
const behaviours = [
  ['pay', 0.55],
  ['staffCancel', 0.1],
  ['late', 0.15],
  ['abandon', 0.1],
  ['decline', 0.1],
]

// A small seeded generator, so a run's plan can be repeated with BENCH_SEED.
let state = seed >>> 0
function random() {
  state = (state + 0x6d2b79f5) >>> 0
  let t = state
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
const between = (low, high) => low + Math.floor(random() * (high - low + 1))
const chance = (p) => random() < p
function pick(weighted) {
  let roll = random()
  for (const [value, weight] of weighted) {
    if ((roll -= weight) < 0) return value
  }
  return weighted.at(-1)[0]
}
function shuffled(list) {
  const copy = [...list]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[copy[i], copy[j]] = [copy[j], copy[i]]
  }
  return copy
}

// ---------------------------------------------------------------------------------------------
// Build, database, fake Stripe, server environment
if (!process.env.BENCH_SKIP_BUILD) {
  log('building the app (next build)')
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(1)
}
// As the e2e run does: a fresh database needs a fresh data cache.
rmSync(path.join(root, '.next/cache/fetch-cache'), { recursive: true, force: true })

const runId = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`
const runDir = path.join(os.tmpdir(), `crash-safety-${runId}`)
mkdirSync(runDir, { recursive: true })
log(`run ${runId}, seed ${seed}; server logs in ${runDir}`)

const database = await createFreshDatabase({ serverUrl: process.env.DATABASE_URL, prefix: 'playcentre_crash', log })
const db = new pg.Pool({ connectionString: database.url, max: 4 })
const webhookSecret = `whsec_crash_${randomBytes(12).toString('hex')}`
const stripe = await startFakeStripe(webhookSecret)
const port = await freePort()
const base = `http://127.0.0.1:${port}`
const adminEmail = 'crash-admin@playcentre.example'
const adminPassword = `crash-${randomBytes(12).toString('base64url')}`
const serverEnv = {
  ...process.env,
  NODE_ENV: 'test',
  DATABASE_URL: database.url,
  PORT: String(port),
  SERVER_URL: base,
  PAYLOAD_SECRET: randomBytes(24).toString('hex'),
  ADMIN_EMAIL: adminEmail,
  ADMIN_PASSWORD: adminPassword,
  LOG_LEVEL: 'info',
  STRIPE_SECRET_KEY: 'sk_test_crash_safety_bench',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_crash_safety_bench',
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  STRIPE_API_BASE: stripe.url,
  // Every family here books from 127.0.0.1: the per-client caps are tested elsewhere.
  BOOKING_MAX_LIVE_HOLDS_PER_CLIENT: '100000',
  BOOKING_MAX_LIVE_HOLDS_PER_ADDRESS: '1000',
}
delete serverEnv.RESEND_API_KEY

// ---------------------------------------------------------------------------------------------
// HTTP: a new connection per request (bench/lib/http.mjs).
const request = (method, urlPath, options) => httpRequest(port, method, urlPath, options)

let token = ''
const asAdmin = () => ({ authorization: `JWT ${token}` })
async function signIn() {
  const answer = await request('POST', '/api/users/login', { body: { email: adminEmail, password: adminPassword } })
  if (answer.status !== 200 || !answer.json?.token) throw new Error(`admin sign-in answered ${answer.status}: ${answer.text.slice(0, 200)}`)
  token = answer.json.token
}

// ---------------------------------------------------------------------------------------------
// The server: `node scripts/run.mjs start` in a process group of its own, so one SIGKILL of the
// group takes the runner and the Next.js server (scripts/server.mjs, its child) down together, the
// way a machine or container dies.
let server = null
let serverStarts = 0
function startServer() {
  serverStarts += 1
  const logFile = path.join(runDir, `server-${serverStarts}.log`)
  const fd = openSync(logFile, 'a')
  const child = spawn(process.execPath, [path.join(root, 'scripts/run.mjs'), 'start'], { cwd: root, env: serverEnv, stdio: ['ignore', fd, fd], detached: true })
  closeSync(fd)
  const current = { child, pid: child.pid, logFile, exited: false, exit: null }
  current.exitPromise = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      current.exited = true
      current.exit = { code, signal }
      resolve(current.exit)
    }),
  )
  server = current
  return current
}

const tail = (file, lines = 30) => readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n')

async function waitForHealth(timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exited) throw new Error(`the server exited (${JSON.stringify(server.exit)}) before it was healthy:\n${tail(server.logFile)}`)
    try {
      const answer = await request('GET', '/api/health', { timeoutMs: 10_000 })
      if (answer.status === 200) return
    } catch {
      // not listening yet
    }
    await sleep(500)
  }
  throw new Error(`the server was not healthy within ${timeoutMs / 1000} s:\n${tail(server.logFile)}`)
}

function childPids(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
  } catch {
    return []
  }
}
const descendants = (pid) => childPids(pid).flatMap((child) => [child, ...descendants(child)])
function commandOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).slice(1, 3).map((part) => path.relative(root, part) || part).join(' ')
  } catch {
    return '?'
  }
}
const alive = (pid) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function stopServer() {
  if (!server || server.exited) return
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {
    return
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-server.pid, 'SIGKILL')
    } catch {
      // gone
    }
  }, 15_000)
  await server.exitPromise
  clearTimeout(timer)
}

// ---------------------------------------------------------------------------------------------
// Bookings, payments and webhooks, as recorded by the families and by "Stripe"
const inflight = { bookings: 0, webhooks: 0, cancels: 0, queues: new Set() }
const counts = { bookingRequests: 0, created: 0, full: 0, networkFailed: 0, otherStatus: {}, webhookAttempts: 0, webhookNetworkFailed: 0, webhookStatus: {} }
/** @type {Map<number, any>} bookingId -> what the bench knows */
const bookings = new Map()
/** Every event "Stripe" created, with every delivery attempt. */
const events = []
/** Family and staff actions still running (their timers fire even while the server is down). */
const pending = new Set()
const track = (promise) => {
  pending.add(promise)
  promise.finally(() => pending.delete(promise))
  return promise
}

let date = ''
const prices = new Map()
function bookingBody(index, slot, children, email) {
  return {
    customerName: `Crash Family ${index}`,
    customerEmail: email,
    customerPhone: '07700 900123',
    selectedDate: date,
    selectedTime: slot.start,
    specialRequests: '',
    agreeToTerms: true,
    ticketQuantities: { 'child-1-12': children, adult: 1 },
    totalAmount: (prices.get(children) ?? 0) / 100,
    loyaltyOptIn: true,
  }
}

async function priceOf(children) {
  // A wrong total is refused with the server's own total (409 price_changed), and holds nothing.
  const answer = await request('POST', '/api/create-booking-payment', { body: { ...bookingBody(0, slots[0], children, 'price-probe@bench.example'), totalAmount: 0 } })
  const pence = answer.json?.error?.currentTotalPence
  if (answer.status !== 409 || !Number.isInteger(pence)) throw new Error(`price probe answered ${answer.status}: ${answer.text.slice(0, 200)}`)
  return pence
}

let requestIndex = 0
async function book(slot, children, phase, behaviour) {
  const index = ++requestIndex
  const email = `family-${runId}-${index}@bench.example`
  counts.bookingRequests += 1
  inflight.bookings += 1
  let answer
  try {
    answer = await request('POST', '/api/create-booking-payment', { body: bookingBody(index, slot, children, email) })
  } catch {
    counts.networkFailed += 1
    return null
  } finally {
    inflight.bookings -= 1
  }
  if (answer.status === 409 && answer.json?.error?.code === 'slot_full') {
    counts.full += 1
    return null
  }
  if (answer.status !== 201) {
    counts.otherStatus[answer.status] = (counts.otherStatus[answer.status] ?? 0) + 1
    log(`booking ${index} answered ${answer.status}: ${answer.text.slice(0, 200)}`)
    return null
  }
  counts.created += 1
  const created = {
    bookingId: answer.json.bookingId,
    reference: answer.json.reference,
    intentId: String(answer.json.clientSecret).split('_secret_')[0],
    slot: slot.start,
    children,
    amountPence: answer.json.finalAmount,
    email,
    phase,
    behaviour: behaviour ?? pick(behaviours),
    holdExpiresAt: answer.json.holdExpiresAt,
    cancel: null,
  }
  bookings.set(created.bookingId, created)
  track(actFor(created))
  return created
}

function newEvent(type, intent, booking, options = {}) {
  const event = { ...stripe.event(type, intent, { created: options.created }), type, bookingId: booking.bookingId, heldBack: Boolean(options.heldBack), attempts: [], delivered: false }
  events.push(event)
  return event
}

async function deliver(event, why) {
  const attempt = { at: Date.now(), why }
  event.attempts.push(attempt)
  counts.webhookAttempts += 1
  inflight.webhooks += 1
  try {
    // Stripe signs every attempt afresh (the signature carries the time of sending).
    const answer = await request('POST', '/api/payments/stripe/webhook', { body: event.payload, headers: { 'stripe-signature': stripe.sign(event.payload) } })
    attempt.status = answer.status
    attempt.outcome = answer.json?.outcome
    counts.webhookStatus[answer.status] = (counts.webhookStatus[answer.status] ?? 0) + 1
    if (answer.status >= 200 && answer.status < 300) event.delivered = true
    return answer
  } catch (error) {
    attempt.error = error.code ?? error.message
    counts.webhookNetworkFailed += 1
    return null
  } finally {
    inflight.webhooks -= 1
  }
}

async function staffCancel(booking, why) {
  const attempt = { at: Date.now(), why }
  booking.cancel ??= { attempts: [] }
  booking.cancel.attempts.push(attempt)
  inflight.cancels += 1
  try {
    const answer = await request('POST', `/api/bookings/${booking.bookingId}/cancel`, { body: { refund: true, reason: 'crash-safety bench' }, headers: asAdmin() })
    attempt.status = answer.status
    attempt.body = answer.json
    // 200: cancelled now; 409: already cancelled by an earlier attempt whose answer was lost.
    if (answer.status === 200 || answer.status === 409) booking.cancel.done = true
  } catch (error) {
    attempt.error = error.code ?? error.message
  } finally {
    inflight.cancels -= 1
  }
}

/** What the family (and Stripe, and staff) do after the booking was created. */
async function actFor(booking) {
  await sleep(between(300, 2500))
  const intent = stripe.intents.get(booking.intentId)
  if (!intent) throw new Error(`the fake has no intent ${booking.intentId} for booking ${booking.bookingId}`)
  if (booking.behaviour === 'abandon') return
  if (booking.behaviour === 'decline') {
    const failed = newEvent('payment_intent.payment_failed', stripe.fail(booking.intentId), booking)
    await deliver(failed, 'first')
    if (chance(0.5)) {
      await sleep(between(200, 2000))
      await deliver(failed, 'duplicate')
    }
    return
  }
  // An earlier declined attempt, whose event Stripe will deliver after the success (out of order).
  const declinedFirst = booking.behaviour === 'pay' && chance(0.35) ? newEvent('payment_intent.payment_failed', { ...intent, status: 'requires_payment_method' }, booking, { created: Math.floor(Date.now() / 1000) - 30 }) : null
  const succeeded = newEvent('payment_intent.succeeded', stripe.succeed(booking.intentId), booking, { heldBack: booking.behaviour === 'late' })
  if (booking.behaviour === 'late') return
  await deliver(succeeded, 'first')
  const extra = []
  if (chance(0.5)) extra.push(sleep(between(200, 3000)).then(() => deliver(succeeded, 'duplicate')))
  if (chance(0.25)) extra.push(sleep(between(200, 3000)).then(() => deliver(succeeded, 'duplicate')))
  if (declinedFirst) extra.push(sleep(between(100, 1500)).then(() => deliver(declinedFirst, 'out of order')))
  if (booking.behaviour === 'staffCancel' && succeeded.delivered) extra.push(sleep(between(200, 1500)).then(() => staffCancel(booking, 'first')))
  await Promise.all(extra)
}

async function fireWave(wave, phase) {
  const requests = []
  for (let i = 0; i < perWave; i++) requests.push(book(slots[between(0, slots.length - 1)], between(1, 2), phase))
  return Promise.all(requests)
}

// The queues, worked the way a busy server's crons work them: each queue on its own, ten jobs a
// run, here back to back (the server's own crons keep running too, once a minute).
let queueLoopOn = false
let queueLoopDone = Promise.resolve()
const queueRuns = { ok: 0, failed: 0, log: [] }
function startQueueLoop() {
  queueLoopOn = true
  const loop = async (queue) => {
    while (queueLoopOn) {
      const runStarted = Date.now()
      try {
        inflight.queues.add(queue)
        const answer = await request('GET', `/api/jobs/run?queue=${queue}&limit=10`, { headers: asAdmin() })
        queueRuns.log.push({ queue, at: runStarted - started, ms: Date.now() - runStarted, status: answer.status, jobs: answer.json?.jobs })
        if (answer.status === 200) queueRuns.ok += 1
        else queueRuns.failed += 1
      } catch (error) {
        queueRuns.log.push({ queue, at: runStarted - started, ms: Date.now() - runStarted, error: error.code ?? error.message })
        queueRuns.failed += 1
        await sleep(500)
      } finally {
        inflight.queues.delete(queue)
      }
      await sleep(200)
    }
  }
  queueLoopDone = Promise.all(['emails', 'payments', 'maintenance'].map(loop))
}
async function stopQueueLoop() {
  queueLoopOn = false
  await queueLoopDone
}

// ---------------------------------------------------------------------------------------------
// SQL helpers
const query = async (text, values = []) => (await db.query(text, values)).rows
const outboxCount = async () => (await query('select count(*)::int as n from email_outbox'))[0].n

async function occupancy() {
  return query(`
    select slot_start,
      coalesce(sum(children) filter (where status::text in ('paid', 'checked_in', 'checked_out')), 0)::int as paid,
      coalesce(sum(children) filter (where status::text = 'held' and hold_expires_at > now()), 0)::int as live_held
    from bookings where date = $1 group by slot_start order by slot_start`, [date])
}
const capacitySnapshots = []
async function snapshotCapacity(moment) {
  const rows = await occupancy()
  capacitySnapshots.push({ moment, rows })
  return rows
}
// Besides the snapshots at calm moments, the occupancy is sampled every 200 ms from the start of
// the burst to the checks, kill and restart included.
const sampling = { on: false, samples: 0, peak: new Map(), over: [], done: Promise.resolve() }
function startSampling() {
  sampling.on = true
  sampling.done = (async () => {
    while (sampling.on) {
      try {
        for (const row of await occupancy()) {
          const total = row.paid + row.live_held
          sampling.peak.set(row.slot_start, Math.max(sampling.peak.get(row.slot_start) ?? 0, total))
          const slot = slots.find((candidate) => candidate.start === row.slot_start)
          if (!slot || total > slot.capacity) sampling.over.push(`${((Date.now() - started) / 1000).toFixed(1)} s: ${row.slot_start} has ${row.paid} paid + ${row.live_held} held children`)
        }
        sampling.samples += 1
      } catch {
        // the database is always up; a failed sample is simply skipped
      }
      await sleep(200)
    }
  })()
}

/** Jobs still to run now or within two minutes (a retry after a failure), bar the queues' own schedule. */
const runnableJobsSql = `
  select count(*)::int as n from payload_jobs
  where completed_at is null and not coalesce(has_error, false) and not coalesce(processing, false)
    and (wait_until is null or wait_until <= now() + interval '120 seconds')
    and coalesce(meta->>'scheduled', 'false') <> 'true'`

async function drainQueues(label, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs
  let rounds = 0
  while (Date.now() < deadline) {
    rounds += 1
    for (const queue of ['payments', 'emails', 'maintenance']) {
      try {
        await request('GET', `/api/jobs/run?queue=${queue}&limit=100`, { headers: asAdmin() })
      } catch (error) {
        log(`draining ${queue}: ${error.message}`)
      }
    }
    const [{ n }] = await query(runnableJobsSql)
    if (n === 0) {
      log(`${label}: queues drained after ${rounds} round(s)`)
      return true
    }
    await sleep(1000)
  }
  log(`${label}: queues still had runnable jobs after ${timeoutMs / 1000} s`)
  return false
}

// ---------------------------------------------------------------------------------------------
// The run
const timeline = {}
let crashInfo = null
let expiryRun = null
let exitCode = 1

async function teardown() {
  queueLoopOn = false
  sampling.on = false
  await stopServer()
  await stripe.close().catch(() => {})
  await db.end().catch(() => {})
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
  log(`starting the server on ${base} (NODE_ENV=test, production build, Stripe provider against the fake at ${stripe.url})`)
  startServer()
  await waitForHealth()
  timeline.firstHealthy = Date.now()
  log('server healthy')
  await signIn()
  const settings = await request('POST', '/api/globals/booking-settings', { body: { holdMinutes: 1 }, headers: asAdmin() })
  if (settings.status !== 200) throw new Error(`could not set holdMinutes: ${settings.status} ${settings.text.slice(0, 300)}`)
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date())
  for (let offset = 12; offset < 40 && !date; offset++) {
    const [y, m, d] = today.split('-').map(Number)
    const candidate = new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10)
    const made = await request('POST', '/api/special-days', {
      body: { date: candidate, label: 'Crash-safety bench', event: { title: 'Crash-safety bench', slots, defaultSlotStart: slots[0].start } },
      headers: asAdmin(),
    })
    if (made.status === 201) date = candidate
  }
  if (!date) throw new Error('could not create the bench event day')
  for (const children of [1, 2]) prices.set(children, await priceOf(children))
  log(`event day ${date}: ${slots.map((slot) => `${slot.start} (${slot.capacity} children)`).join(', ')}; prices ${[...prices].map(([n, p]) => `${n} child + 1 adult = ${p}p`).join(', ')}; holds last 1 minute`)

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
      if (inflight.bookings > 0 && (await query(`select count(*)::int as n from payload_jobs where queue = 'emails' and processing`))[0].n > 0) {
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
  const processingBefore = await query(`select id, task_slug::text as task_slug, queue from payload_jobs where processing and completed_at is null order by id`)
  const outboxBefore = await outboxCount()
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
    const cancels = [...bookings.values()].filter((booking) => booking.behaviour === 'staffCancel' && booking.cancel && !booking.cancel.done)
    const unstarted = [...bookings.values()].filter((booking) => booking.behaviour === 'staffCancel' && !booking.cancel && events.some((event) => event.bookingId === booking.bookingId && event.type === 'payment_intent.succeeded' && event.delivered))
    if (undelivered.length + cancels.length + unstarted.length === 0) break
    log(`redelivery round ${round}: ${undelivered.length} event(s) Stripe retries, ${cancels.length + unstarted.length} staff cancel(s) retried or started`)
    await Promise.all([
      ...shuffled(undelivered).map((event) => deliver(event, 'redelivery')),
      ...[...cancels, ...unstarted].map((booking) => staffCancel(booking, booking.cancel ? 'retry' : 'first')),
    ])
    if (round > 1) await sleep(1000 * round)
  }
  // Stripe may deliver any event more than once: resend a quarter of those already acknowledged.
  const resent = shuffled(events.filter((event) => event.delivered)).slice(0, Math.ceil(events.filter((event) => event.delivered).length / 4))
  await Promise.all(resent.map((event) => deliver(event, 'duplicate after restart')))
  log(`after the restart: ${events.filter((event) => !event.heldBack && !event.delivered).length} event(s) still undelivered; ${resent.length} resent as duplicates`)

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
    for (let wanted = 0; wanted < placesLeft * 2 + 2; ) {
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
  const [{ latest: lastExpiry }] = await query(`select max(hold_expires_at) as latest from bookings where status::text in ('held', 'expired')`)
  const expiryDeadline = Math.max(Date.now(), new Date(lastExpiry ?? 0).getTime()) + 150_000
  while (true) {
    const [{ lapsed, oldest }] = await query(`select count(*)::int as lapsed, min(hold_expires_at) as oldest from bookings where status::text = 'held' and hold_expires_at <= now()`)
    if (lapsed === 0) {
      const [{ lastMarked }] = await query(`select max(updated_at) as "lastMarked" from bookings where status::text = 'expired'`)
      expiryRun = { ok: true, lastMarked, lastExpiry }
      break
    }
    const stranded = await query(`select id, updated_at from payload_jobs where task_slug::text = 'expireHolds' and processing and completed_at is null and updated_at < $1`, [new Date(timeline.restartAt)])
    if (stranded.length > 0 || Date.now() > expiryDeadline) {
      expiryRun = { ok: false, lapsed, oldest, stranded }
      log(`${lapsed} lapsed hold(s) still "held"${stranded.length ? `: expiry job ${stranded.map((job) => job.id).join(', ')} was claimed before the kill and is still marked processing, and Payload schedules no new run while it exists` : ''}`)
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

  // -------------------------------------------------------------------------------------------
  // 6. Checks
  const checks = []
  const check = (name, ok, detail) => checks.push({ name, ok, detail })

  // Capacity, at every snapshot.
  const capacityOf = new Map(slots.map((slot) => [slot.start, slot.capacity]))
  const over = [
    ...capacitySnapshots.flatMap(({ moment, rows }) => rows.filter((row) => row.paid + row.live_held > (capacityOf.get(row.slot_start) ?? 0)).map((row) => `${moment}: ${row.slot_start} has ${row.paid} paid + ${row.live_held} held children`)),
    ...sampling.over,
  ]
  const final = capacitySnapshots.at(-1).rows
  check(
    `no slot oversold (paid + live holds <= capacity, ${sampling.samples} samples)`,
    over.length === 0,
    over.length
      ? over.slice(0, 10).join('; ')
      : `peak ${[...sampling.peak].map(([slot, peak]) => `${slot} ${peak}/${capacityOf.get(slot)}`).join(', ')}; at the end ${final.map((row) => `${row.slot_start} ${row.paid}/${capacityOf.get(row.slot_start)} paid`).join(', ')}`,
  )

  // Every 201 the families got is a booking in the database with the intent they were given.
  const rows = await query(`select id, reference, status::text as status, children::int, final_amount_pence::int as amount, payment_reference, paid_at, hold_expires_at, refund_due_pence::int as refund_due, refunded_pence::int as refunded, refund_reference, refunded_at, cancelled_by::text as cancelled_by, loyalty_opt_in, confirmation_sent_at, payment_provider, needs_attention, staff_note from bookings where date = $1`, [date])
  const byId = new Map(rows.map((row) => [row.id, row]))
  const missing = [...bookings.values()].filter((booking) => byId.get(booking.bookingId)?.payment_reference !== booking.intentId)
  check('every booking answered 201 is in the database with its payment', missing.length === 0, missing.length ? `missing or changed: ${missing.map((booking) => booking.bookingId).join(', ')}` : `${bookings.size} bookings`)

  // Money: every intent Stripe took is one paid booking, or one refund; nothing else is ever paid.
  const effects = await query(`select booking_id, event_key, outcome from payment_events where type = 'payment_succeeded' and outcome like 'Paid%'`)
  const effectsOf = (id) => effects.filter((effect) => effect.booking_id === id)
  const refundsOf = (intentId) => stripe.refunds.filter((refund) => refund.payment_intent === intentId)
  const money = { kept: 0, refundedLate: 0, refundedCancelled: 0, lost: [], doubled: [], wrong: [] }
  for (const intent of stripe.intents.values()) {
    const booking = byId.get(Number(intent.metadata.bookingId))
    if (!booking) continue
    const applied = effectsOf(booking.id)
    const refunds = refundsOf(intent.id)
    if (booking.payment_reference !== intent.id) {
      // An intent the app created but never recorded (the kill fell between the two): never paid.
      if (intent.status === 'succeeded' || refunds.length) money.wrong.push(`${booking.id}: unrecorded intent ${intent.id} is ${intent.status}`)
      continue
    }
    if (intent.status !== 'succeeded') {
      if (applied.length || refunds.length || ['paid', 'checked_in', 'checked_out', 'refunded'].includes(booking.status)) money.wrong.push(`${booking.id}: ${booking.status} with ${applied.length} payment effect(s) and ${refunds.length} refund(s), but Stripe shows ${intent.status}`)
      continue
    }
    if (applied.length === 0) money.lost.push(`${booking.id} (${booking.status})`)
    if (applied.length > 1) money.doubled.push(`${booking.id} (${applied.length} effects)`)
    if (['paid', 'checked_in', 'checked_out'].includes(booking.status)) {
      if (refunds.length) money.wrong.push(`${booking.id}: paid and kept, yet refunded ${refunds.length} time(s)`)
      else money.kept += 1
    } else if (booking.status === 'refunded') {
      const good = refunds.length === 1 && refunds[0].amount === booking.refunded && booking.refunded === booking.refund_due && booking.refund_reference === refunds[0].id
      if (!good) money.wrong.push(`${booking.id}: refunded ${booking.refunded}p of ${booking.refund_due}p due, Stripe made ${refunds.length} refund(s) (${refunds.map((refund) => `${refund.amount}p`).join(', ')})`)
      else if (booking.cancelled_by) money.refundedCancelled += 1
      else money.refundedLate += 1
    } else {
      money.lost.push(`${booking.id}: Stripe took ${intent.amount}p but the booking is ${booking.status}${booking.refund_due ? `, refund of ${booking.refund_due}p due and not made` : ''}`)
    }
  }
  const succeededIntents = [...stripe.intents.values()].filter((intent) => intent.status === 'succeeded').length
  check(
    'every payment Stripe took: one paid booking, or refunded exactly once (none lost)',
    money.lost.length === 0 && money.wrong.length === 0,
    money.lost.length || money.wrong.length
      ? [...money.lost.map((line) => `lost ${line}`), ...money.wrong].join('; ')
      : `${succeededIntents} payments: ${money.kept} kept as paid bookings, ${money.refundedLate} refunded (late, slot full), ${money.refundedCancelled} refunded (staff cancelled)`,
  )
  const [{ duplicateKeys }] = await query(`select count(*)::int as "duplicateKeys" from (select event_key from payment_events group by event_key having count(*) > 1) d`)
  const [{ ledger, reconciled }] = await query(`select count(*)::int as ledger, (count(*) filter (where event_key like '%:reconcile_%'))::int as reconciled from payment_events`)
  check(
    'each payment event applied exactly once (one effect per payment, no event key twice)',
    money.doubled.length === 0 && duplicateKeys === 0,
    money.doubled.length || duplicateKeys ? `doubled: ${money.doubled.join(', ')}; duplicate keys: ${duplicateKeys}` : `${ledger} payment-event rows: ${ledger - reconciled} for the ${events.length} distinct Stripe events (${counts.webhookAttempts} deliveries), ${reconciled} from the reconciliation job`,
  )
  const everPaid = rows.filter((row) => row.paid_at)
  const earn = await query(`select entry_key, count(*)::int as n from loyalty_ledger where entry_key like 'booking-%-earn' group by entry_key`)
  const earnOf = new Map(earn.map((row) => [row.entry_key, row.n]))
  const reversals = new Map((await query(`select booking_id, count(*)::int as n from loyalty_ledger where entry_key like 'booking-%-reversal' group by booking_id`)).map((row) => [row.booking_id, row.n]))
  const pointsWrong = [
    ...everPaid.filter((row) => row.amount > 0 && row.loyalty_opt_in && earnOf.get(`booking-${row.id}-earn`) !== 1).map((row) => `${row.id} earned ${earnOf.get(`booking-${row.id}-earn`) ?? 0} times`),
    ...rows.filter((row) => !row.paid_at && earnOf.has(`booking-${row.id}-earn`)).map((row) => `${row.id} earned points but was never paid`),
    ...rows.filter((row) => (reversals.get(row.id) ?? 0) > 1).map((row) => `${row.id} reversed ${reversals.get(row.id)} times`),
    ...rows.filter((row) => row.status === 'paid' && reversals.get(row.id)).map((row) => `${row.id} is paid, yet its points were taken back`),
  ]
  check(
    'loyalty points earned once per paid booking, taken back only from cancelled ones',
    pointsWrong.length === 0,
    pointsWrong.length ? pointsWrong.join('; ') : `${everPaid.length} paid bookings, ${earn.length} earn entries, ${[...reversals.values()].reduce((sum, n) => sum + n, 0)} reversals`,
  )

  // What the server acknowledged stays done: a staff cancellation answered 200 is never undone.
  const acknowledged = [...bookings.values()].filter((booking) => booking.cancel?.attempts.some((attempt) => attempt.status === 200))
  const undone = acknowledged.filter((booking) => {
    const row = byId.get(booking.bookingId)
    return !(row?.cancelled_by === 'staff' && ['cancelled', 'refunded'].includes(row.status))
  })
  check(
    'every acknowledged change is kept (a cancellation answered 200 stays cancelled)',
    undone.length === 0,
    undone.length
      ? undone.map((booking) => {
          const row = byId.get(booking.bookingId)
          const answer = booking.cancel.attempts.find((attempt) => attempt.status === 200)
          return `${booking.bookingId}: cancel answered 200 (refund ${answer.body?.refundPence}p) but the booking is ${row?.status}, cancelled by ${row?.cancelled_by ?? 'nobody'}, refund due ${row?.refund_due ?? 0}p`
        }).join('; ')
      : `${acknowledged.length} staff cancellations answered 200, all kept`,
  )

  // Holds: counting ignores a lapsed hold at once (every count asks hold_expires_at > now()); the
  // expiry job then marks it expired and cancels its payment intent.
  const expiredRows = await query(`select payment_reference from bookings where status::text = 'expired'`)
  const expired = expiredRows.length
  const uncancelled = expiredRows.filter((row) => row.payment_reference && stripe.intents.get(row.payment_reference)?.status === 'requires_payment_method').length
  if (expiryRun?.ok) {
    const lag = expiryRun.lastMarked && expiryRun.lastExpiry ? (new Date(expiryRun.lastMarked).getTime() - new Date(expiryRun.lastExpiry).getTime()) / 1000 : null
    check(
      'no hold outlives its expiry (counted free at once; marked expired by the job)',
      uncancelled === 0,
      `${expired} holds expired${lag === null ? '' : `, the last marked ${lag.toFixed(0)} s after it lapsed`}; ${uncancelled ? `${uncancelled} expired hold(s) whose payment intent was not cancelled` : 'every unpaid intent cancelled'}`,
    )
  } else {
    check(
      'no hold outlives its expiry (counted free at once; marked expired by the job)',
      false,
      expiryRun?.stranded?.length
        ? `${expiryRun.lapsed} lapsed hold(s) still "held" (oldest lapsed ${new Date(expiryRun.oldest).toISOString()}): the expiry job never ran again after the kill, because scheduled job ${expiryRun.stranded.map((job) => job.id).join(', ')} was claimed (processing) when the server died and Payload schedules no new run while one exists`
        : `${expiryRun?.lapsed ?? '?'} lapsed hold(s) still "held" 150 s after the last hold lapsed`,
    )
  }

  // E-mails.
  const outbox = await query(`select "to", subject from email_outbox`)
  const mailsTo = (email, prefix) => outbox.filter((mail) => mail.to === email && mail.subject.startsWith(prefix)).length
  const emailOf = new Map([...bookings.values()].map((booking) => [booking.bookingId, booking.email]))
  const mailWrong = []
  let confirmations = 0
  let cancellations = 0
  for (const row of rows) {
    const email = emailOf.get(row.id)
    if (!email) continue
    const confirmed = mailsTo(email, 'Booking confirmed')
    const cancelled = mailsTo(email, 'Booking cancelled')
    confirmations += confirmed
    cancellations += cancelled
    if (row.status === 'paid' && confirmed !== 1) mailWrong.push(`${row.id} (paid): ${confirmed} confirmations`)
    if (row.status !== 'paid' && confirmed > 1) mailWrong.push(`${row.id} (${row.status}): ${confirmed} confirmations`)
    if (!row.paid_at && confirmed > 0) mailWrong.push(`${row.id}: confirmed but never paid`)
    if (row.cancelled_by && row.paid_at && cancelled !== 1) mailWrong.push(`${row.id} (cancelled after payment): ${cancelled} cancellation e-mails`)
    if (!(row.cancelled_by && row.paid_at) && cancelled > 0) mailWrong.push(`${row.id} (${row.status}, ${row.paid_at ? 'paid once' : 'never paid'}, cancelled by ${row.cancelled_by ?? 'nobody'}): ${cancelled} unexpected cancellation e-mail(s)`)
  }
  const twice = await query(`select "to", subject, count(*)::int as n from email_outbox group by 1, 2 having count(*) > 1`)
  const unfinishedEmailJobs = await query(`select id from payload_jobs where queue = 'emails' and completed_at is null and (processing or has_error)`)
  check(
    'every queued e-mail sent exactly once',
    mailWrong.length === 0 && twice.length === 0,
    mailWrong.length || twice.length
      ? [...(twice.length ? [`${twice.length} message(s) sent more than once`] : []), ...mailWrong.slice(0, 12), ...(mailWrong.length > 12 ? [`and ${mailWrong.length - 12} more`] : [])].join('; ')
      : `${confirmations} confirmations, ${cancellations} cancellations, none twice${unfinishedEmailJobs.length ? ` (${unfinishedEmailJobs.length} e-mail job(s) left unfinished; see the jobs check)` : ''}`,
  )

  // Jobs.
  // Payload deletes a job once it completes, so whatever is left (bar the queues' own next
  // scheduled run) is stuck, failed, or still waiting for a retry.
  const leftOver = await query(`
    select id, task_slug::text as task, queue, processing, has_error, error, wait_until, total_tried::int as tried, created_at, updated_at, input
    from payload_jobs where completed_at is null and not (coalesce(meta->>'scheduled', 'false') = 'true' and not processing and not coalesce(has_error, false))
    order by id`)
  const stranded = leftOver.filter((job) => job.processing)
  const failed = leftOver.filter((job) => !job.processing && job.has_error)
  const retrying = leftOver.filter((job) => !job.processing && !job.has_error)
  const errorOf = (job) => String(job.error?.message ?? job.error?.name ?? JSON.stringify(job.error ?? null)).slice(0, 160)
  // Whether each stranded job's work had happened before the kill, from its effect.
  for (const job of stranded) {
    const booking = job.input?.bookingId ? byId.get(Number(job.input.bookingId)) : null
    if (job.task === 'refundBooking') job.effect = booking?.refunded_at ? 'refund made and recorded before the kill' : 'refund never made'
    else if (job.task === 'sendBookingEmail') {
      const email = emailOf.get(Number(job.input.bookingId))
      const prefix = job.input.kind === 'cancellation' ? 'Booking cancelled' : job.input.kind === 'reminder' ? 'See you tomorrow' : 'Booking confirmed'
      const sent = email && mailsTo(email, prefix) > 0
      if (!sent) job.effect = 'e-mail never sent'
      else if (job.input.kind === 'confirmation') job.effect = booking?.confirmation_sent_at ? 'e-mail sent and marked sent before the kill' : 'e-mail sent before the kill but not marked sent (a re-run would send it again)'
      else job.effect = 'e-mail sent before the kill (nothing marks it sent: a re-run would send it again)'
    } else if (job.task === 'sendQueuedEmail') job.effect = outbox.some((mail) => mail.to === job.input?.to && mail.subject === job.input?.subject) ? 'e-mail sent before the kill' : 'e-mail never sent'
    else job.effect = 'scheduled task: no new run of it is scheduled while this one exists'
  }
  const strandedSummary = Object.entries(
    stranded.reduce((map, job) => {
      const key = `${job.task}: ${job.effect}`
      return { ...map, [key]: (map[key] ?? 0) + 1 }
    }, {}),
  ).map(([key, n]) => `${n} ${key}`)
  check(
    'every job ran to completion (none stranded by the kill, none failed or still retrying)',
    leftOver.length === 0,
    leftOver.length
      ? [
          ...(stranded.length ? [`${stranded.length} stuck "processing" since the kill (${strandedSummary.join('; ')})`] : []),
          ...failed.map((job) => `job ${job.id} ${job.task} ${JSON.stringify(job.input)} failed for good after ${job.tried} tries: ${errorOf(job)}`),
          ...retrying.map((job) => `job ${job.id} ${job.task} ${JSON.stringify(job.input)} waiting to retry (try ${job.tried}, next ${job.wait_until ? new Date(job.wait_until).toISOString() : '?'}): ${errorOf(job)}`),
        ].join('; ')
      : 'all finished',
  )

  // Everything known about the bookings a check names, for the write-up.
  const suspectIds = new Set(
    [...money.lost, ...money.wrong, ...money.doubled, ...pointsWrong, ...mailWrong].map((line) => Number(/^(\d+)/.exec(line)?.[1])).filter(Number.isInteger),
  )
  for (const job of leftOver) if (job.input?.bookingId) suspectIds.add(Number(job.input.bookingId))
  for (const booking of undone) suspectIds.add(booking.bookingId)
  const suspects = []
  for (const id of [...suspectIds].sort((a, b) => a - b)) {
    const known = bookings.get(id)
    suspects.push({
      booking: byId.get(id),
      family: known && { behaviour: known.behaviour, phase: known.phase, cancel: known.cancel },
      stripeEvents: events.filter((event) => event.bookingId === id).map((event) => ({ id: event.id, type: event.type, heldBack: event.heldBack, attempts: event.attempts.map((attempt) => ({ at: attempt.at - started, why: attempt.why, status: attempt.status, outcome: attempt.outcome, error: attempt.error })) })),
      paymentEvents: await query(`select event_key, type, outcome, created_at from payment_events where booking_id = $1 order by id`, [id]),
      emails: known ? outbox.filter((mail) => mail.to === known.email).map((mail) => mail.subject) : [],
      stripeRequests: known ? stripe.requests.filter((entry) => entry.path.includes(known.intentId) || entry.form?.payment_intent === known.intentId).map((entry) => ({ at: entry.at - started, method: entry.method, path: entry.path, idempotencyKey: entry.idempotencyKey, status: entry.status })) : [],
      jobs: leftOver.filter((job) => Number(job.input?.bookingId) === id).map((job) => ({ id: job.id, task: job.task, input: job.input, processing: job.processing, tried: job.tried, error: job.error, effect: job.effect })),
    })
  }

  // -------------------------------------------------------------------------------------------
  // 7. Report
  const byBehaviour = {}
  for (const booking of bookings.values()) byBehaviour[booking.behaviour] = (byBehaviour[booking.behaviour] ?? 0) + 1
  const [{ outboxTotal }] = await query(`select count(*)::int as "outboxTotal" from email_outbox`)
  const [{ expiredHolds }] = await query(`select count(*)::int as "expiredHolds" from bookings where status::text = 'expired'`)
  const orphans = rows.filter((row) => !bookings.has(row.id))
  const summary = {
    runId,
    seed,
    date: new Date().toISOString(),
    machine: `${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, load ${os.loadavg().map((n) => n.toFixed(1)).join(' ')}, Node ${process.version}, ${process.env.DATABASE_URL ? 'Postgres at DATABASE_URL' : 'embedded Postgres'}`,
    slots: slots.map((slot) => `${slot.start} x ${slot.capacity}`).join(', '),
    bookingRequests: counts.bookingRequests,
    created: counts.created,
    refusedFull: counts.full,
    lostToTheKill: counts.networkFailed,
    otherAnswers: counts.otherStatus,
    unknownToFamilies: orphans.map((row) => `${row.id} ${row.status}${row.payment_reference ? '' : ' (no intent recorded)'}`),
    behaviours: byBehaviour,
    stripeEvents: events.length,
    webhookDeliveries: counts.webhookAttempts,
    webhookNetworkFailures: counts.webhookNetworkFailed,
    webhookAnswers: counts.webhookStatus,
    succeededIntents,
    refunds: stripe.refunds.length,
    expiredHolds,
    outbox: outboxTotal,
    queueRuns,
    crash: crashInfo && {
      signal: killSignal,
      mode: killAt,
      afterSeconds: ((crashInfo.at - timeline.burstStarted) / 1000).toFixed(1),
      aimed: crashInfo.aimed,
      wavesBefore: crashInfo.wavesBefore,
      processes: crashInfo.processes,
      inflight: crashInfo.inflight,
      bookingsCreatedBefore: crashInfo.bookingsCreatedSoFar,
      webhookAttemptsBefore: crashInfo.webhookAttemptsSoFar,
      outboxBefore: crashInfo.outboxSoFar,
      jobsProcessingAtKill: crashInfo.jobsProcessingAtKill,
    },
    restartSeconds: ((timeline.restartHealthy - timeline.restartAt) / 1000).toFixed(1),
    capacity: capacitySnapshots,
    strandedJobs: stranded.map((job) => ({ id: job.id, task: job.task, queue: job.queue, input: job.input, claimedAt: job.updated_at, effect: job.effect })),
    checks,
    suspects,
    totalSeconds: ((Date.now() - started) / 1000).toFixed(0),
  }
  writeFileSync(path.join(runDir, 'result.json'), JSON.stringify(summary, null, 2))

  console.log('')
  console.log(`Crash safety: ${summary.date}, seed ${seed}, ${summary.machine}`)
  console.log(
    `  ${summary.bookingRequests} booking requests for ${slots.length} slots of ${capacity} children on ${date}: ${summary.created} held, ${summary.refusedFull} refused (full), ` +
      `${summary.lostToTheKill} cut off by the kill${Object.keys(summary.otherAnswers).length ? `, other answers ${JSON.stringify(summary.otherAnswers)}` : ''}`,
  )
  console.log(`  families: ${Object.entries(byBehaviour).map(([name, n]) => `${n} ${name}`).join(', ')}; bookings the families never heard of: ${orphans.length}`)
  console.log(`  Stripe: ${events.length} events in ${counts.webhookAttempts} deliveries (${counts.webhookNetworkFailed} failed on the network, answers ${JSON.stringify(counts.webhookStatus)}); ${succeededIntents} payments, ${stripe.refunds.length} refunds`)
  if (crashInfo) {
    console.log(
      `  kill: ${summary.crash.afterSeconds} s into the burst (${killSignal} after ${crashInfo.wavesBefore} waves, ${crashInfo.aimed ? 'while a run of the e-mail queue had jobs claimed' : killAt === 'wave' ? 'CRASH_KILL_AT=wave' : 'fallback moment'}), ${crashInfo.processes.length} processes; in flight: ${crashInfo.inflight.bookings} booking(s), ${crashInfo.inflight.webhooks} webhook(s), ` +
        `${crashInfo.inflight.cancels} cancel(s), queue runs: ${crashInfo.inflight.queues.join(', ') || 'none'}; jobs marked processing: ${crashInfo.jobsProcessingAtKill.map((job) => `${job.id} ${job.task_slug}`).join(', ') || 'none'}`,
    )
  }
  console.log(`  restart to healthy: ${summary.restartSeconds} s; e-mails in the outbox: ${outboxTotal}; holds expired: ${expiredHolds}; total ${summary.totalSeconds} s`)
  console.log('')
  const width = Math.max(...checks.map((entry) => entry.name.length))
  console.log(`| ${'check'.padEnd(width)} | result | detail`)
  console.log(`| ${'-'.repeat(width)} | ------ | ------`)
  for (const entry of checks) console.log(`| ${entry.name.padEnd(width)} | ${entry.ok ? 'pass  ' : 'FAIL  '} | ${entry.detail}`)
  console.log('')
  console.log(`details: ${path.join(runDir, 'result.json')}`)
  exitCode = checks.every((entry) => entry.ok) ? 0 : 1
} catch (error) {
  console.error('[crash] the bench could not finish:', error)
  if (server) console.error(`[crash] server log (${server.logFile}):\n${tail(server.logFile, 40)}`)
  exitCode = 2
} finally {
  await teardown()
}
process.exit(exitCode)
