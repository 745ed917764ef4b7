// End-to-end run: a fresh database, `next build`, the real `npm start` path (migrate, seed, serve),
// then Playwright in Debian's Chromium. Everything it started is stopped on the way out.
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { releaseSignalHandlers } from './lib/embeddedPostgres.mjs'
import { createFreshDatabase, freePort } from './lib/testDatabase.mjs'
import { pipeLines } from './lib/pipeLines.mjs'
import { splitByWeight } from './lib/splitByWeight.mjs'
import { testBrowserPath } from './lib/testBrowser.mjs'
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

const chromium = testBrowserPath()
if (!chromium || !existsSync(chromium)) {
  console.error(
    `[e2e] ${chromium ? `Chromium was not found at ${chromium}` : 'No Chromium was found'}.\n` +
      "      Install Debian's package:  sudo apt-get install -y chromium-headless-shell  (or chromium)\n" +
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

// The suite runs in E2E_SHARDS parts side by side (default 2 for the whole suite, 1 when spec
// files are named), each a whole site of its own: a database, a server on its own port and a
// Playwright process with its share of the spec files. The tests spend much of their time
// waiting on the browser and the server, so two parts finish in little more than half the time;
// nothing is shared between them, as nothing was between spec files run one after another.
// The whole suite is split by each file's time (SPEC_SECONDS), so the parts end together; named
// files are split by Playwright's --shard.
const playwrightArgs = process.argv.slice(2)
const namesSpecs = playwrightArgs.some((arg) => !arg.startsWith('-'))
const shardsRaw = process.env.E2E_SHARDS?.trim() || String(namesSpecs ? 1 : 2)
const shards = Number(shardsRaw)
if (!Number.isInteger(shards) || shards < 1 || shards > 8) {
  console.error(`[e2e] E2E_SHARDS must be a whole number from 1 to 8, not "${shardsRaw}"`)
  process.exit(1)
}

/**
 * Seconds each spec file's tests took in CI (2026-11-29, beside the integration suite), to balance
 * the parts; a file not listed counts as DEFAULT_SPEC_SECONDS. A stale figure only makes the parts less even.
 */
const SPEC_SECONDS = {
  'check-in': 91,
  'kiosk-offline': 69,
  booking: 52,
  'kiosk-party': 35,
  'staff-parties': 31,
  'refund-permission': 29,
  'no-shows': 28,
  'kiosk-failures': 28,
  'staff-dashboard': 21,
  reports: 20,
  menu: 18,
  admin: 18,
  'staff-card-link': 17,
  'promo-code': 16,
  'personal-data': 16,
  'move-booking': 16,
  'customer-balances': 16,
  'staff-inquiries': 15,
  'party-page': 40,
  'party-booking': 13,
  'gift-vouchers': 13,
  'site-shell': 12,
  'session-credits': 11,
  'busy-now': 14,
  'waiting-list-day': 12,
}
const DEFAULT_SPEC_SECONDS = 6

/** Each part's spec files for the whole suite, by weight; null when files are named (then --shard). */
const specParts =
  shards > 1 && !namesSpecs
    ? splitByWeight(
        readdirSync(path.join(root, 'tests/e2e'))
          .filter((name) => name.endsWith('.spec.ts'))
          .map((name) => `tests/e2e/${name}`),
        (file) => SPEC_SECONDS[path.basename(file, '.spec.ts')] ?? DEFAULT_SPEC_SECONDS,
        shards,
      )
    : null
specParts?.forEach((files, index) => {
  const seconds = files.reduce((sum, file) => sum + (SPEC_SECONDS[path.basename(file, '.spec.ts')] ?? DEFAULT_SPEC_SECONDS), 0)
  log(`part ${index + 1}/${shards}: ${files.length} spec files, about ${seconds} s of tests`)
})

const credentials = {
  ADMIN_EMAIL: 'e2e-admin@playcentre.example',
  ADMIN_PASSWORD: `e2e-${randomBytes(9).toString('base64url')}`,
  // The scraper's token for GET /metrics (tests/e2e/api.spec.ts reads it too).
  METRICS_TOKEN: randomBytes(18).toString('hex'),
}

/** One part's site: a fresh database (on `serverUrl`'s server) and `npm start` on a free port. */
async function startSite(part, serverUrl) {
  const label = shards > 1 ? `[e2e ${part}/${shards}]` : '[e2e]'
  const say = (line) => console.log(`${label} ${line}`)
  const database = await createFreshDatabase({ serverUrl, prefix: 'playcentre_e2e', log: say })
  // Each part's uploads (the seed's pictures among them) in a folder of its own.
  const mediaDir = shards > 1 ? mkdtempSync(path.join(os.tmpdir(), `playcentre-e2e-media-${part}-`)) : undefined
  const port = await freePort()
  const baseURL = `http://127.0.0.1:${port}`
  const serverEnv = {
    ...process.env,
    ...credentials,
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    PORT: String(port),
    SERVER_URL: baseURL,
    ...(mediaDir ? { MEDIA_DIR: mediaDir } : {}),
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

  say(`starting the site on ${baseURL}`)
  const server = spawn(process.execPath, [path.join(root, 'scripts/run.mjs'), 'start'], {
    cwd: root,
    env: serverEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // The server's output goes through, and its last lines are kept for a failure message.
  const serverTail = createLogTail(80)
  const prefix = shards > 1 ? `${label} ` : ''
  pipeLines(server.stdout, (line) => process.stdout.write(line), prefix, serverTail)
  pipeLines(server.stderr, (line) => process.stderr.write(line), prefix, serverTail)
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
      onProgress: (waitedMs, last) => say(`still waiting for ${url} after ${Math.round(waitedMs / 1000)} s (last: ${last})`),
    })
    if (result.ok) {
      say(`the site answered ${url} after ${Math.round(result.waitedMs / 1000)} s`)
      return true
    }
    const waited = Math.round(result.waitedMs / 1000)
    console.error(
      result.reason === 'stopped'
        ? `${label} the site's server ${serverExit} after ${waited} s, before ${url} answered`
        : `${label} the site did not become healthy within ${startTimeoutSeconds} s (E2E_START_TIMEOUT_SECONDS; server still running: pid ${server.pid})`,
    )
    console.error(`${label} waited for: GET ${url} (${result.attempts} attempts); last: ${result.last}`)
    const lines = serverTail.lines()
    console.error(
      lines.length
        ? `${label} the server's last ${lines.length} lines of output:\n${lines.map((line) => `${label}   | ${line}`).join('\n')}`
        : `${label} the server wrote nothing`,
    )
    return false
  }

  /** Runs this part's share of the specs in Playwright against this site; resolves to its exit code. */
  function test() {
    const share = specParts ? specParts[part - 1] : [`--shard=${part}/${shards}`]
    const shard = shards > 1 ? [...share, `--output=test-results/part-${part}`] : []
    const child = spawn(process.execPath, [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', ...shard, ...playwrightArgs], {
      cwd: root,
      env: {
        ...process.env,
        ...credentials,
        E2E_BASE_URL: baseURL,
        // The throwaway database, for the few tests that must move a booking into the past (a no-show).
        E2E_DATABASE_URL: database.url,
        CHROMIUM_PATH: chromium,
        // Each part's HTML report (outside CI) in a folder of its own.
        ...(shards > 1 ? { PLAYWRIGHT_HTML_OUTPUT_DIR: `playwright-report/part-${part}` } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    pipeLines(child.stdout, (line) => process.stdout.write(line), prefix)
    pipeLines(child.stderr, (line) => process.stderr.write(line), prefix)
    return new Promise((resolve) => child.on('close', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))))
  }

  async function teardown() {
    if (!serverExited) {
      server.kill('SIGTERM')
      await new Promise((resolve) => (serverExited ? resolve() : server.once('exit', resolve)))
    }
    await database.dispose()
    if (mediaDir) rmSync(mediaDir, { recursive: true, force: true })
  }

  return { database, waitForHealth, test, teardown }
}

// The first part's database is made on DATABASE_URL's server (or starts the embedded Postgres);
// the other parts' databases go on the same server.
const sites = []
let code = 1
// Interrupted runs still stop the sites and remove the throwaway databases (the first last: it
// may be the embedded server the others live on).
const teardownAll = async () => {
  for (const site of [...sites].reverse()) await site.teardown().catch((error) => console.error(`[e2e] ${error.message}`))
}
releaseSignalHandlers()
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    void teardownAll().finally(() => process.exit(130))
  })
}

try {
  sites.push(await startSite(1, process.env.DATABASE_URL))
  for (let part = 2; part <= shards; part += 1) sites.push(await startSite(part, sites[0].database.url))
  const healthy = await Promise.all(sites.map((site) => site.waitForHealth()))
  if (healthy.every(Boolean)) {
    const codes = await Promise.all(sites.map((site) => site.test()))
    code = codes.every((exitCode) => exitCode === 0) ? 0 : 1
    if (shards > 1)
      log(`parts: ${codes.map((exitCode, index) => `${index + 1}/${shards} ${exitCode === 0 ? 'passed' : 'FAILED'}`).join(', ')}`)
  }
} finally {
  await teardownAll()
}
process.exit(code)
