// End-to-end run: a fresh database, `next build`, the real `npm start` path (migrate, seed, serve),
// then Playwright in Debian's Chromium. Everything it started is stopped on the way out.
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { releaseSignalHandlers } from './lib/embeddedPostgres.mjs'
import { createFreshDatabase, freePort } from './lib/testDatabase.mjs'
import { createLogTail, secondsFromEnv, waitForHealthy } from './lib/waitForServer.mjs'

const root = path.resolve(import.meta.dirname, '..')
const log = (line) => console.log(`[e2e] ${line}`)

// On a busy machine (the integration suite beside it, a cold disk) the first start can take minutes.
let startTimeoutSeconds
try {
  startTimeoutSeconds = secondsFromEnv(process.env.E2E_START_TIMEOUT_SECONDS, 'E2E_START_TIMEOUT_SECONDS', 300)
} catch (error) {
  console.error(`[e2e] ${error.message}`)
  process.exit(1)
}

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
if (!existsSync(chromium)) {
  console.error(
    `[e2e] Chromium was not found at ${chromium}.\n` +
      "      Install Debian's package:  sudo apt-get install -y chromium\n" +
      "      or point CHROMIUM_PATH at an existing Chromium binary. (Playwright's own browser download is not used.)",
  )
  process.exit(1)
}

function run(args, env = process.env) {
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env })
  return result.status ?? 1
}

if (!process.env.E2E_SKIP_BUILD) {
  log('building the app (next build)')
  if (run([path.join(root, 'node_modules/next/dist/bin/next'), 'build']) !== 0) process.exit(1)
}

// The server discards the page and data cache an earlier run left on disk when it starts
// (scripts/lib/pageCache.mjs), so a fresh database never shows an earlier run's data.

const database = await createFreshDatabase({ serverUrl: process.env.DATABASE_URL, prefix: 'playcentre_e2e', log })
const port = await freePort()
const baseURL = `http://127.0.0.1:${port}`
const credentials = {
  ADMIN_EMAIL: 'e2e-admin@playcentre.example',
  ADMIN_PASSWORD: `e2e-${randomBytes(9).toString('base64url')}`,
  // The scraper's token for GET /metrics (tests/e2e/api.spec.ts reads it too).
  METRICS_TOKEN: randomBytes(18).toString('hex'),
}
const serverEnv = {
  ...process.env,
  ...credentials,
  NODE_ENV: 'production',
  DATABASE_URL: database.url,
  PORT: String(port),
  SERVER_URL: baseURL,
  PAYLOAD_SECRET: randomBytes(24).toString('hex'),
  LOG_LEVEL: 'warn',
  // Every browser test posts from 127.0.0.1; the per-client limit is tested in the integration suite.
  INQUIRY_MAX_PER_CLIENT: '1000',
  // Every e2e booking comes from 127.0.0.1, many with one e-mail address.
  BOOKING_MAX_LIVE_HOLDS_PER_CLIENT: '1000',
  BOOKING_MAX_LIVE_HOLDS_PER_ADDRESS: '1000',
  // Every browser test comes from 127.0.0.1: per-client limits would count the whole suite as one family.
  VERIFY_MAX_CODES_PER_CLIENT: '1000',
  VERIFY_MAX_LOOKUPS_PER_CLIENT: '10000',
  VERIFY_MAX_LOOKUPS_PER_ADDRESS: '10000',
  CREDITS_MAX_PURCHASES_PER_CLIENT: '1000',
}

log(`starting the site on ${baseURL}`)
const server = spawn(process.execPath, [path.join(root, 'scripts/run.mjs'), 'start'], {
  cwd: root,
  env: serverEnv,
  stdio: ['ignore', 'pipe', 'pipe'],
})
// The server's output goes through as before, and its last lines are kept for a failure message.
const serverTail = createLogTail(80)
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk)
  serverTail.write(chunk)
})
server.stderr.on('data', (chunk) => {
  process.stderr.write(chunk)
  serverTail.write(chunk)
})
let serverExited = false
let serverExit = ''
server.on('exit', (exitCode, signal) => {
  serverExited = true
  serverExit = signal ? `killed by ${signal}` : `exited with code ${exitCode}`
})

/** Waits for /api/health; if it never answers, says what was asked, the last answer, and what the server wrote. */
async function waitForHealth() {
  const url = `${baseURL}/api/health`
  const result = await waitForHealthy({
    url,
    timeoutMs: startTimeoutSeconds * 1000,
    stopped: () => serverExited,
    onProgress: (waitedMs, last) => log(`still waiting for ${url} after ${Math.round(waitedMs / 1000)} s (last: ${last})`),
  })
  if (result.ok) {
    log(`the site answered ${url} after ${Math.round(result.waitedMs / 1000)} s`)
    return true
  }
  const waited = Math.round(result.waitedMs / 1000)
  console.error(
    result.reason === 'stopped'
      ? `[e2e] the site's server ${serverExit} after ${waited} s, before ${url} answered`
      : `[e2e] the site did not become healthy within ${startTimeoutSeconds} s (E2E_START_TIMEOUT_SECONDS; server still running: pid ${server.pid})`,
  )
  console.error(`[e2e] waited for: GET ${url} (${result.attempts} attempts); last: ${result.last}`)
  const lines = serverTail.lines()
  console.error(
    lines.length
      ? `[e2e] the server's last ${lines.length} lines of output:\n${lines.map((line) => `[e2e]   | ${line}`).join('\n')}`
      : '[e2e] the server wrote nothing',
  )
  return false
}

async function teardown() {
  if (!serverExited) {
    server.kill('SIGTERM')
    await new Promise((resolve) => (serverExited ? resolve() : server.once('exit', resolve)))
  }
  await database.dispose()
}

// Interrupted runs still stop the site and remove the throwaway database.
releaseSignalHandlers()
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    void teardown().finally(() => process.exit(130))
  })
}

let code = 1
try {
  if (await waitForHealth()) {
    code = run([path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', ...process.argv.slice(2)], {
      ...process.env,
      ...credentials,
      E2E_BASE_URL: baseURL,
      // The throwaway database, for the few tests that must move a booking into the past (a no-show).
      E2E_DATABASE_URL: database.url,
      CHROMIUM_PATH: chromium,
    })
  }
} finally {
  await teardown()
}
process.exit(code)
