// One entry point for every command that needs the database: it uses DATABASE_URL when set,
// otherwise starts the project's embedded Postgres, then runs the command and stops it cleanly.
//   node scripts/run.mjs dev | build | start | worker | seed | migrate | migrate:create [name]
import { spawn } from 'node:child_process'
import path from 'node:path'
import nextEnv from '@next/env'
import { startNightlyBackup } from './lib/backup/nightly.mjs'
import { bundleScript } from './lib/bundleScript.mjs'
import { releaseSignalHandlers, startEmbeddedPostgres } from './lib/embeddedPostgres.mjs'

const root = path.resolve(import.meta.dirname, '..')
const [command = 'dev', ...rest] = process.argv.slice(2)
nextEnv.loadEnvConfig(root, command === 'dev')
// `next start` runs in production mode; the steps before it must judge the settings the same way.
if (command === 'start' || command === 'build' || command === 'worker') process.env.NODE_ENV ??= 'production'

const log = (line) => console.log(`[run] ${line}`)
const nextBin = path.join(root, 'node_modules/next/dist/bin/next')
const serverScript = path.join(root, 'scripts/server.mjs')
const payloadBin = path.join(root, 'node_modules/payload/bin.js')
/** A step `[SCRIPT, file]` runs our TypeScript as `payload run file` would, from a bundle (scripts/lib/bundleScript.mjs). */
const SCRIPT = 'script'

/** @type {Record<string, { db: boolean, steps: string[][] }>} */
const commands = {
  dev: {
    db: true,
    steps: [
      [SCRIPT, 'scripts/prepare.ts'],
      [serverScript, '--dev'],
    ],
  },
  build: { db: false, steps: [[nextBin, 'build']] },
  start: { db: true, steps: [[SCRIPT, 'scripts/prepare.ts'], [serverScript]] },
  worker: {
    db: true,
    steps: [
      [SCRIPT, 'scripts/prepare.ts'],
      [SCRIPT, 'scripts/worker.ts'],
    ],
  },
  seed: { db: true, steps: [[SCRIPT, 'scripts/seed.ts']] },
  migrate: { db: true, steps: [[payloadBin, 'migrate', ...rest]] },
  'migrate:create': { db: true, steps: [[payloadBin, 'migrate:create', ...rest]] },
}

const plan = commands[command]
if (!plan) {
  console.error(`Unknown command "${command}". Use one of: ${Object.keys(commands).join(', ')}`)
  process.exit(2)
}

let database = { stop: async () => {} }
let nightlyBackup = { stop: async () => {} }
let child = null
let stopping = false

async function shutdown(code) {
  if (stopping) return
  stopping = true
  await nightlyBackup.stop()
  try {
    await database.stop()
  } catch (error) {
    console.error('[run] could not stop the embedded Postgres cleanly:', error)
  }
  process.exit(code)
}

releaseSignalHandlers()
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child) child.kill(signal)
    else void shutdown(130)
  })
}

// Migrations and the seed may rightly run one long statement: the app's statement time limit is for requests.
const UNTIMED_STEPS = new Set(['migrate', 'migrate:create', 'scripts/prepare.ts', 'scripts/seed.ts'])

/**
 * The command line of a step. A script step runs from a bundle of our TypeScript: about a third of
 * the CPU of `payload run`, which loads every module through tsx's hooks (docs/testing.md). Where
 * the bundle cannot be made (no esbuild, a read-only node_modules) the step falls back to `payload run`.
 * @param {string[]} step
 */
async function commandLine([bin, ...args]) {
  if (bin !== SCRIPT) return [bin, ...args]
  try {
    return [await bundleScript(args[0])]
  } catch (error) {
    log(`bundling ${args[0]} failed, running it with payload run instead: ${error instanceof Error ? error.message : error}`)
    return [payloadBin, 'run', args[0]]
  }
}

/** @param {string[]} step */
async function runStep(step) {
  const untimed = (step[0] === SCRIPT || step[0] === payloadBin) && step.some((arg) => UNTIMED_STEPS.has(arg))
  const env = untimed ? { ...process.env, DB_STATEMENT_TIMEOUT_MS: '0' } : process.env
  const argv = await commandLine(step)
  return new Promise((resolve) => {
    child = spawn(process.execPath, argv, { cwd: root, stdio: 'inherit', env })
    child.on('exit', (code, signal) => {
      child = null
      resolve(code ?? (signal ? 128 : 1))
    })
  })
}

if (plan.db && !process.env.DATABASE_URL) {
  try {
    database = await startEmbeddedPostgres({
      dataDir: path.resolve(root, process.env.EMBEDDED_PG_DIR ?? '.data/postgres'),
      port: Number(process.env.EMBEDDED_PG_PORT ?? 54329),
      database: process.env.EMBEDDED_PG_DATABASE ?? 'playcentre',
      log,
    })
  } catch (error) {
    console.error('[run] could not start the embedded Postgres:', error)
    process.exit(1)
  }
  process.env.DATABASE_URL = database.url
  // The embedded Postgres is backed up every night by the process that runs it (ADR 0022).
  if (command === 'start' && database.started) {
    try {
      nightlyBackup = startNightlyBackup({ root, env: process.env, log })
    } catch (error) {
      console.error(`[run] ${error instanceof Error ? error.message : error}`)
      await shutdown(1)
    }
  }
}

// Each step is announced, so a server that is slow to come up shows in its log where it is.
for (const step of plan.steps) {
  const since = Date.now()
  const name = (step[0] === SCRIPT ? step.slice(1) : step)
    .map((part) => (path.isAbsolute(part) ? path.relative(root, part) : part))
    .join(' ')
  log(`${name}: started`)
  const code = await runStep(step)
  log(`${name}: ended (code ${code}) after ${Math.round((Date.now() - since) / 1000)} s`)
  if (code !== 0 || stopping) await shutdown(code)
}
await shutdown(0)
