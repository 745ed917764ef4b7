// `npm run test:int`: the integration suite in INT_SHARDS parts side by side (default 2 for the
// whole suite, 1 when files are named; the whole suite in two databases at least, one after the
// other with INT_SHARDS=1), each a vitest process with a fresh database of its own
// (tests/helpers/intGlobalSetup.ts) on DATABASE_URL's server or an embedded Postgres. Within a part
// the files run one at a time, as before; nothing is shared between parts, as nothing was between
// files. Much of the suite waits (on locks, child processes, timeouts), so two parts take about
// half the time of one on two cores.
import { spawn } from 'node:child_process'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { releaseSignalHandlers } from './lib/embeddedPostgres.mjs'
import { migrateDatabase } from './lib/migrate.mjs'
import { pipeLines } from './lib/pipeLines.mjs'
import { splitByWeight } from './lib/splitByWeight.mjs'
import { createFreshDatabase } from './lib/testDatabase.mjs'

const root = path.resolve(import.meta.dirname, '..')
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs')
const projects = ['--project', 'int', '--project', 'int-isolated']

/**
 * Seconds each long file took in CI (2026-11-29, beside the browser tests), to balance the parts;
 * a file not listed counts as DEFAULT_SECONDS. A stale figure only makes the parts less even.
 */
const SECONDS = {
  'backup-restore-owner': 74,
  'endpoint-fuzz': 49,
  'job-runners': 40,
  'check-in': 25,
  'backup-restore': 25,
  'booking-race': 24,
  'flexible-arrival': 23,
  'unconfigured-venue': 23,
  'check-in-access': 21,
  loyalty: 19,
  'staff-dashboard': 17,
  productionGuard: 17,
  'promo-codes': 13,
  'party-deposits': 13,
  'gift-vouchers': 12,
  'waiting-list': 12,
  'waiting-list-normal-day': 8,
  'no-shows': 12,
  'session-credits': 11,
  'refund-permission': 11,
  'queue-run-burst': 10,
  'party-day': 9,
  'busy-now': 8,
}
const DEFAULT_SECONDS = 5

const args = process.argv.slice(2)
const named = args.filter((arg) => !arg.startsWith('-'))
const options = args.filter((arg) => arg.startsWith('-'))
const namesFiles = named.length > 0
const shardsRaw = process.env.INT_SHARDS?.trim() || String(namesFiles ? 1 : 2)
const shards = Number(shardsRaw)
if (!Number.isInteger(shards) || shards < 1 || shards > 4) {
  console.error(`[int] INT_SHARDS must be a whole number from 1 to 4, not "${shardsRaw}"`)
  process.exit(1)
}

/** Runs one vitest process; resolves to its exit code. */
function run(part, parts, vitestArgs, env = process.env) {
  const prefix = parts > 1 ? `[int ${part}/${parts}] ` : ''
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [vitest, 'run', ...projects, ...vitestArgs], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env,
    })
    pipeLines(child.stdout, (line) => process.stdout.write(line), prefix)
    pipeLines(child.stderr, (line) => process.stderr.write(line), prefix)
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

/**
 * The whole suite takes more test days (tests/helpers/booking.ts: dates of their own in a booking
 * window of a month) than one database has: it always runs in two databases or more, at most
 * INT_SHARDS of them at once.
 */
const MIN_PARTS_FOR_THE_WHOLE_SUITE = 2

/** Runs the tasks, at most `limit` at a time; resolves to their results in order. */
async function atMost(limit, tasks) {
  const results = new Array(tasks.length)
  let next = 0
  const lane = async () => {
    while (next < tasks.length) {
      const index = next++
      results[index] = await tasks[index]()
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, lane))
  return results
}

let codes
if (namesFiles && shards === 1) {
  codes = [await run(1, 1, args)]
} else {
  const files = namesFiles
    ? named
    : readdirSync(path.join(root, 'tests/int'))
        .filter((name) => name.endsWith('.int.test.ts'))
        .map((name) => `tests/int/${name}`)
  const weightOf = (file) => SECONDS[path.basename(file, '.int.test.ts')] ?? DEFAULT_SECONDS
  const partCount = namesFiles ? shards : Math.max(shards, MIN_PARTS_FOR_THE_WHOLE_SUITE)
  const parts = splitByWeight(files, weightOf, partCount)
  parts.forEach((part, index) =>
    console.log(
      `[int] part ${index + 1}/${partCount}: ${part.length} files, about ${part.reduce((sum, file) => sum + weightOf(file), 0)} s`,
    ),
  )
  if (partCount > shards) console.log(`[int] ${partCount} parts, each on a database of its own, ${shards} at a time`)
  // The migrations run once, here: each part copies the migrated database (CREATE DATABASE ...
  // TEMPLATE, tests/helpers/intGlobalSetup.ts) on the same server instead of migrating its own.
  releaseSignalHandlers()
  const template = await createFreshDatabase({
    serverUrl: process.env.DATABASE_URL,
    prefix: 'playcentre_int_template',
    log: (line) => console.log(`[int] ${line}`),
  })
  try {
    migrateDatabase(template.url)
    const server = new URL(template.url)
    server.pathname = '/postgres'
    const env = { ...process.env, DATABASE_URL: server.toString(), TEST_INT_TEMPLATE_URL: template.url }
    codes = await atMost(
      shards,
      parts.map((part, index) => () => run(index + 1, partCount, [...options, ...part], env)),
    )
  } finally {
    await template.dispose()
  }
  console.log(`[int] parts: ${codes.map((code, index) => `${index + 1}/${partCount} ${code === 0 ? 'passed' : 'FAILED'}`).join(', ')}`)
}
process.exit(codes.every((code) => code === 0) ? 0 : 1)
