// A bad day, measured (issue 36, part 4): a busy Saturday in miniature on two web instances
// (`node scripts/run.mjs start` with JOB_RUNNERS=off, production build) and the worker (`node
// scripts/run.mjs worker`) behind a health-checked round-robin balancer, on the bench's own
// Postgres cluster and its own redis-server, with traffic throughout: families booking and paying
// through the fake Stripe (the crash bench's families), tablets checking families in and out and
// taking walk-ins, staff booking at the desk, moving bookings and cancelling with refunds, a waiting
// list offered the places staff free, e-mails into the outbox. Five faults, one after another, each
// followed by a wait for recovery and a quarter of a minute more of traffic:
//   1. Postgres restarted (`pg_ctl restart -m fast` on the bench's cluster)
//   2. Postgres at its connection limit: another role holds all but two connections for 30 s
//   3. one web instance killed (SIGKILL to its process group) and started again
//   4. Stripe webhooks delayed 60 s, duplicated and reordered
//   5. Redis stopped for 30 s and started again
// For each: requests sent and answered, 5xx and how many of them were 503 with Retry-After, how
// long recovery took (every instance's /api/health 200 and a public and a signed-in read answered),
// and the invariants afterwards (bench/faults/invariants.mjs); after the drain, those and the crash
// bench's checks. Prints one table (Markdown), lists every 5xx that was not a 503 with Retry-After
// with its body and the instance's log lines, and exits 1 if an invariant failed, 2 if the bench
// could not finish.
//
//   BENCH_SKIP_BUILD=1 node bench/faults.mjs     reuse the last `npm run build` (without it, builds first)
//   BENCH_KEEP_LOGS=1                            keep the run's folder: every process's log and result.json
//   FAULTS_ONLY=1,3                              only these faults, for trying one out
//   FAULTS_TIME_LIMIT_S=900                      the hard limit after the build; other settings in bench/faults/settings.mjs
//
// Everything listens on 127.0.0.1 and nothing leaves the machine (no e-mail provider, Sentry or
// Facebook, whatever .env says; Stripe is the local fake). Everything the bench starts (the app's
// processes, redis-server, the Postgres cluster, the fake Stripe, temp folders) is stopped and
// removed at the end, on a failure, on Ctrl-C, and when the time limit runs out.
//
// As in the crash bench, the app runs the production build with NODE_ENV=test: production refuses
// STRIPE_API_BASE, which is how the Stripe SDK reaches the fake (docs/crash-safety.md).
import './faults/settings.mjs'
import { execFileSync, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { freePort } from '../scripts/lib/testDatabase.mjs'
import { startFakeStripe } from '../tests/helpers/fakeStripe.mjs'
import { sampling, snapshotCapacity, startSampling } from './crash-safety/capacity.mjs'
import { checkInvariants } from './crash-safety/checks.mjs'
import { asAdmin, request, run, signIn } from './crash-safety/context.mjs'
import { counts, date, priceOf, prices, setEventDay } from './crash-safety/families.mjs'
import { drainQueues } from './crash-safety/queues.mjs'
import { seed, slots } from './crash-safety/settings.mjs'
import { startBalancer } from './faults/balancer.mjs'
import { startBrowsing, stopBrowsing } from './faults/browsing.mjs'
import { startCluster } from './faults/cluster.mjs'
import { createDay, door, setUpDoor, startDoor, stopDoor } from './faults/door.mjs'
import { waitForExpiry } from './faults/drain.mjs'
import { faults } from './faults/faultList.mjs'
import {
  invariantsNow,
  startOccupancySampler,
  stopOccupancySampler,
  tabletAnswersKept,
  waitingListOfferedOnce,
} from './faults/invariants.mjs'
import { log, secondsSince, sleep } from './faults/log.mjs'
import { settlePayments, startPayments } from './faults/payments.mjs'
import { appProcess, start, stop, waitForLogLine, waitHealthy } from './faults/processes.mjs'
import { waitForRecovery } from './faults/recovery.mjs'
import { startRedis } from './faults/redis.mjs'
import { printReport, resultTable, unexpected5xx } from './faults/report.mjs'
import { baselineMs, keepLogs, only, recoveryTimeoutMs, settleMs, timeLimitMs } from './faults/settings.mjs'
import { guardRun, onTeardown, teardown, tearingDown } from './faults/teardown.mjs'
import { beginPhase } from './faults/traffic.mjs'
import { setUpWaitingList, startWaitingList, stopWaitingList, waitlist } from './faults/waitlist.mjs'

const root = path.resolve(import.meta.dirname, '..')
const londonDate = (at = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(at)
const londonTime = () =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' }).format(new Date())
const daysAfter = (day, days) => {
  const [y, m, d] = day.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}
const command = `${Object.keys(process.env)
  .filter((name) => /^(BENCH_|FAULTS_|CRASH_)/.test(name))
  .sort()
  .map((name) => `${name}=${process.env[name]}`)
  .join(' ')} node bench/faults.mjs`.trim()

if (process.env.BENCH_SKIP_BUILD) {
  if (!existsSync(path.join(root, '.next/BUILD_ID'))) {
    console.error('[faults] BENCH_SKIP_BUILD is set but there is no build: run `npm run build` first')
    process.exit(2)
  }
} else {
  log('building the app (next build)')
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(2)
}
// The door's two sessions run to 23:58 and 23:59 today, and the run takes up to a quarter of an hour.
if (londonTime() >= '23:30') {
  console.error(`[faults] it is ${londonTime()} in London: the door's sessions end at midnight; run it before 23:30`)
  process.exit(2)
}
guardRun(timeLimitMs)
// As the other benches: a fresh database needs a fresh data cache.
rmSync(path.join(root, '.next/cache/fetch-cache'), { recursive: true, force: true })

run.runId = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`
run.runDir = mkdtempSync(path.join(os.tmpdir(), `faults-${run.runId}-`))
onTeardown('the run folder', () => {
  if (keepLogs) log(`kept the logs and result.json in ${run.runDir}`)
  else rmSync(run.runDir, { recursive: true, force: true })
})
log(`run ${run.runId}, seed ${seed}; logs in ${run.runDir}${keepLogs ? '' : ' (removed at the end; BENCH_KEEP_LOGS=1 keeps them)'}`)

let exitCode = 2
try {
  // The bench's own services: Postgres, Redis, the fake Stripe; then the app's processes behind the balancer.
  const cluster = await startCluster({ log })
  onTeardown('Postgres', cluster.dispose)
  run.db = new pg.Pool({ connectionString: cluster.checksUrl, max: 4 })
  run.db.on('error', () => {})
  onTeardown('the checks pool', () => run.db.end())
  mkdirSync(path.join(run.runDir, 'redis'))
  const redis = await startRedis({ dir: path.join(run.runDir, 'redis') })
  onTeardown('Redis', redis.stop)
  const webhookSecret = `whsec_faults_${randomBytes(12).toString('hex')}`
  run.stripe = await startFakeStripe(webhookSecret)
  onTeardown('the fake Stripe', () => run.stripe.close())
  // Three ports none of which is bound yet, so each must differ from the others.
  const ports = new Set()
  while (ports.size < 3) ports.add(await freePort())
  const [balancerPort, ...webPorts] = ports
  run.port = balancerPort
  run.adminEmail = 'faults-admin@playcentre.example'
  run.adminPassword = `faults-${randomBytes(12).toString('base64url')}`
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: cluster.appUrl,
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: `faults-${run.runId}:`,
    SERVER_URL: `http://127.0.0.1:${run.port}`,
    TRUSTED_PROXY_HOPS: '1',
    PAYLOAD_SECRET: randomBytes(24).toString('hex'),
    ADMIN_EMAIL: run.adminEmail,
    ADMIN_PASSWORD: run.adminPassword,
    LOG_LEVEL: 'info',
    MEDIA_DIR: path.join(run.runDir, 'media'),
    STRIPE_SECRET_KEY: 'sk_test_faults_bench',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_faults_bench',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_BASE: run.stripe.url,
    // Every family books through the one balancer: the per-client caps are tested elsewhere.
    BOOKING_MAX_LIVE_HOLDS_PER_CLIENT: '100000',
    BOOKING_MAX_LIVE_HOLDS_PER_ADDRESS: '1000',
    // Empty, not unset: an empty value is "none" to the app, and a .env file cannot fill it in.
    RESEND_API_KEY: '',
    SENTRY_DSN: '',
    FACEBOOK_PAGE_ID: '',
    FACEBOOK_ACCESS_TOKEN: '',
  }
  const webs = webPorts.map((port, index) =>
    appProcess({
      name: `web-${index + 1}`,
      command: 'start',
      port,
      env: { ...env, PORT: String(port), JOB_RUNNERS: 'off' },
      runDir: run.runDir,
    }),
  )
  const worker = appProcess({ name: 'worker', command: 'worker', env: { ...env, JOB_RUNNERS: 'on' }, runDir: run.runDir })
  onTeardown('the app processes', () => Promise.all([...webs, worker].map(stop)))
  const balancer = await startBalancer(webs, run.port)
  onTeardown('the balancer', balancer.close)
  log(
    `starting ${webs.map((web) => `${web.name} on :${web.port}`).join(', ')} (JOB_RUNNERS=off) and the worker; the balancer on :${run.port}`,
  )
  for (const entry of [...webs, worker]) start(entry)
  const booting = Date.now()
  await Promise.all([...webs.map((web) => waitHealthy(web)), waitForLogLine(worker, 'worker: running')])
  log(`all three up after ${secondsSince(booting)} s`)

  // The day as the manager sets it up: holds of one minute; the Saturday (the crash bench's three
  // sessions), the door today, and the waiting list's session the day after the Saturday.
  await signIn()
  const held = await request('POST', '/api/globals/booking-settings', { body: { holdMinutes: 1 }, headers: asAdmin() })
  if (held.status !== 200) throw new Error(`could not set holdMinutes: ${held.status} ${held.text.slice(0, 300)}`)
  const today = londonDate()
  // The first day from `offset` days ahead that can be made a special day (the seed has one of its own).
  const firstFreeDay = async (offset, label, daySlots) => {
    for (let ahead = offset; ahead < offset + 30; ahead++) {
      const candidate = daysAfter(today, ahead)
      const made = await createDay(candidate, label, daySlots).then(
        () => true,
        (error) => log(`${candidate}: ${error.message}`),
      )
      if (made) return { day: candidate, ahead }
    }
    throw new Error(`could not make a special day for ${label}`)
  }
  const saturday = await firstFreeDay(12, 'Fault bench: the Saturday', slots)
  setEventDay(saturday.day)
  for (const children of [1, 2]) prices.set(children, await priceOf(children))
  const waitingDay = await firstFreeDay(saturday.ahead + 1, 'Fault bench: the waiting list', [waitlist.slot])
  await setUpWaitingList(waitingDay.day)
  await setUpDoor(today)
  log(
    `the Saturday ${date}: ${slots.map((slot) => `${slot.start} (${slot.capacity})`).join(', ')}; the door today ${today}: ${door.slots.map((slot) => `${slot.start}-${slot.end} (${slot.capacity})`).join(', ')}; the waiting list ${waitlist.date} ${waitlist.slot.start} (${waitlist.slot.capacity}, full with ${waitlist.parties.length} parties)`,
  )

  // Traffic, until the drain.
  startOccupancySampler([
    ...slots.map((slot) => ({ date, start: slot.start, capacity: slot.capacity })),
    ...door.slots.map((slot) => ({ date: today, start: slot.start, capacity: slot.capacity })),
    { date: waitlist.date, start: waitlist.slot.start, capacity: waitlist.slot.capacity },
  ])
  startSampling()
  startPayments()
  startDoor()
  startWaitingList()
  startBrowsing(today)

  const rows = []
  beginPhase('baseline', 'baseline, no fault')
  log(`baseline: ${baselineMs / 1000} s of traffic without a fault`)
  await sleep(baselineMs)
  rows.push({ phase: 'baseline', title: 'baseline, no fault', invariants: await invariantsNow('baseline') })

  const probes = [
    { path: `/api/session-availability?date=${date}&time=${slots[0].start}` },
    { path: '/api/users/me', headers: asAdmin, accept: (answer) => Boolean(answer.json?.user) },
  ]
  const context = { cluster, redis, webs, worker, balancer }
  for (const fault of faults.filter((candidate) => !only || only.has(candidate.number))) {
    if (tearingDown()) throw new Error(`stopped before fault ${fault.number}`)
    beginPhase(fault.key, fault.title)
    log(`fault ${fault.number}: ${fault.title}`)
    const injectedAt = Date.now()
    const applied = await fault.apply(context)
    const removedAt = Date.now()
    log(`fault ${fault.number} removed after ${secondsSince(injectedAt)} s: ${applied.note}`)
    const recoveredAt = fault.recovered
      ? await fault.recovered(context, recoveryTimeoutMs)
      : await waitForRecovery(webs, probes, recoveryTimeoutMs)
    log(recoveredAt ? `recovered ${secondsSince(removedAt)} s after` : `not recovered within ${recoveryTimeoutMs / 1000} s`)
    await snapshotCapacity(`after fault ${fault.number}`)
    await sleep(settleMs)
    rows.push({
      number: fault.number,
      phase: fault.key,
      title: fault.title,
      lastedMs: removedAt - injectedAt,
      recoveredMs: recoveredAt === null ? null : recoveredAt - removedAt,
      note: [applied.note, applied.summary?.()].filter(Boolean).join('; '),
      invariants: await invariantsNow(fault.key),
    })
  }

  // The drain: no new traffic; what is under way finishes, Stripe and staff retry, holds lapse, the queues drain.
  beginPhase('drain', 'after the drain')
  log('stopping the traffic; Stripe and staff retry what is left, holds lapse, the queues drain')
  await Promise.all([stopDoor(), stopWaitingList(), stopBrowsing()])
  await settlePayments()
  const expiryRun = await waitForExpiry()
  await drainQueues('final')
  await snapshotCapacity('at the checks')
  sampling.on = false
  await sampling.done
  await stopOccupancySampler()
  const crash = await checkInvariants(expiryRun)
  const final = await invariantsNow(null)
  const [tablets, offers] = await Promise.all([tabletAnswersKept(door.bookings), waitingListOfferedOnce()])
  const crashCheck = (start) => crash.checks.find((check) => check.name.startsWith(start))
  const all = (...checks) => ({ ok: checks.every((check) => check.ok), detail: checks.map((check) => check.detail).join('; ') })
  const drained = {
    capacity: all(final.capacity, crashCheck('no slot oversold')),
    'paid once': all(final['paid once'], crashCheck('every payment Stripe took'), crashCheck('each payment event applied')),
    'visits once': all(final['visits once'], tablets),
    'e-mails once': all(final['e-mails once'], crashCheck('every queued e-mail')),
    jobs: all(final.jobs, crashCheck('every job ran')),
  }
  rows.push({ phase: 'drain', title: 'after the drain, every check', invariants: drained })
  const checks = [
    ...Object.entries(final).map(([name, check]) => ({ name: `${name} (bench/faults)`, ...check })),
    { name: 'every check-in and check-out a tablet was told of is kept', ...tablets },
    { name: 'each family on the waiting list offered places at most once', ...offers },
    ...crash.checks,
  ]

  const [cpu] = os.cpus()
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim()
  const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).trim() ? ' (with uncommitted changes)' : ''
  const redisVersion = execFileSync('redis-server', ['--version'], { encoding: 'utf8' }).match(/v=(\S+)/)?.[1] ?? '?'
  printReport({
    rows,
    checks,
    findings: unexpected5xx(),
    families: counts,
    door,
    waitlist,
    runDir: run.runDir,
    summaryLines: [
      `Faults: ${new Date().toISOString()}, seed ${seed}, command \`${command}\``,
      `  machine: ${os.cpus().length} x ${cpu?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, load ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}; Node ${process.version}; Postgres ${cluster.limits.version}; redis-server ${redisVersion}; commit ${commit}${dirty}`,
      `  families: ${counts.bookingRequests} booking requests, ${counts.created} held, ${counts.full} refused (full), ${counts.networkFailed} unanswered, other answers ${JSON.stringify(counts.otherStatus)}; webhooks: ${counts.webhookAttempts} deliveries, answers ${JSON.stringify(counts.webhookStatus)}; Stripe: ${[...run.stripe.intents.values()].filter((intent) => intent.status === 'succeeded').length} payments, ${run.stripe.refunds.length} refunds`,
      `  the door: ${JSON.stringify(door.counts)}`,
      `  the waiting list: ${JSON.stringify(waitlist.counts)}`,
      `  total ${secondsSince(booting)} s after the build`,
    ],
  })
  console.log(`\nThe table again, for docs/crash-safety.md:\n\n${resultTable(rows)}\n`)
  exitCode =
    rows.every((row) => Object.values(row.invariants ?? {}).every((check) => check.ok)) && checks.every((check) => check.ok) ? 0 : 1
} catch (error) {
  console.error('[faults] the bench could not finish:', error)
  exitCode = 2
} finally {
  await teardown()
}
process.exit(exitCode)
