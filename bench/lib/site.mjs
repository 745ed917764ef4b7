import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { releaseSignalHandlers } from '../../scripts/lib/embeddedPostgres.mjs'
import { createFreshDatabase, freePort } from '../../scripts/lib/testDatabase.mjs'

const root = path.resolve(import.meta.dirname, '../..')

/** `next build`, unless BENCH_SKIP_BUILD=1; exits the process if the build fails. */
export function buildUnlessSkipped() {
  if (process.env.BENCH_SKIP_BUILD) return
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(1)
}

/**
 * The production build served by the real `npm start` path on a fresh database (DATABASE_URL's
 * server, or the embedded Postgres), as the end-to-end run does. Resolves once it is healthy, with
 * the seeded admin's credentials, its port and its database's URL.
 */
export async function startSite({ prefix }) {
  const database = await createFreshDatabase({ serverUrl: process.env.DATABASE_URL, prefix })
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const admin = { email: 'bench-admin@playcentre.example', password: `bench-${randomBytes(9).toString('base64url')}` }
  const server = spawn(process.execPath, [path.join(root, 'scripts/run.mjs'), 'start'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      PORT: String(port),
      SERVER_URL: base,
      PAYLOAD_SECRET: randomBytes(24).toString('hex'),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: 'warn',
    },
  })
  releaseSignalHandlers()
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM')
      await new Promise((resolve) => server.once('exit', resolve))
    }
    await database.dispose()
  }
  for (let tries = 0; tries < 240; tries++) {
    if (
      await fetch(`${base}/api/health`)
        .then((response) => response.ok)
        .catch(() => false)
    )
      return { base, port, admin, databaseUrl: database.url, stop }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  await stop()
  throw new Error('the site did not become healthy')
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
