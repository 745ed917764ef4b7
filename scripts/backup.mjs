// `npm run backup`: one dated archive of the database and the media folder in BACKUP_DIR
// (default .data/backups), keeping the newest 14. The database as a `pg_dump -Fc` dump when a
// pg_dump at least as new as the server is installed; otherwise, for the embedded Postgres, a
// physical online base backup of its data directory (ADR 0022). Reads DATABASE_URL (unset: the
// embedded Postgres), MEDIA_DIR and BACKUP_DIR. Exits non-zero, saying why, when it cannot.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { archiveName, KEEP, listArchives, packArchive, pruneArchives } from './lib/backup/archive.mjs'
import { dataDirectory, describeDatabase, serverVersion, withClient } from './lib/backup/databaseFacts.mjs'
import { copyFolder, measureFolder } from './lib/backup/media.mjs'
import { physicalBackup } from './lib/backup/physical.mjs'
import { clientPackageHint, findPgTool } from './lib/backup/pgTools.mjs'
import { openDatabase, readSettings } from './lib/backup/settings.mjs'
import { releaseSignalHandlers } from './lib/embeddedPostgres.mjs'

const log = (line) => console.log(`[backup] ${line}`)
const sameDir = (a, b) => existsSync(a) && existsSync(b) && realpathSync(a) === realpathSync(b)

/** The logical dump, and the manifest's facts read in the same snapshot as the dump. */
async function logicalDump(url, pgDump, target) {
  return withClient(url, async (client) => {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const { rows } = await client.query('SELECT pg_export_snapshot() AS id')
    const facts = await describeDatabase(client)
    const dump = spawnSync(pgDump.binary, ['--format=custom', `--snapshot=${rows[0].id}`, `--file=${target}`, `--dbname=${url}`], {
      encoding: 'utf8',
    })
    await client.query('COMMIT')
    if (dump.error || dump.status !== 0) throw new Error(`pg_dump failed: ${dump.error?.message ?? dump.stderr.trim()}`)
    return facts
  })
}

async function main() {
  const settings = readSettings()
  const createdAt = new Date()
  const name = archiveName(createdAt)
  const target = path.join(settings.backupDir, name)
  if (existsSync(target)) throw new Error(`${target} already exists: one backup a second at most`)
  mkdirSync(settings.backupDir, { recursive: true, mode: 0o700 })
  const staging = path.join(settings.backupDir, `.staging-${name}-${process.pid}`)

  releaseSignalHandlers()
  const database = await openDatabase(settings, log)
  // Stopped half way (Ctrl-C, or the server shutting down): no half-made files stay behind, and
  // an embedded Postgres started for this backup is stopped. A partial archive is removed by packArchive.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
    process.once(signal, () => {
      log(`${signal}: stopped; ${existsSync(target) ? `${target} was complete before it` : 'no archive was written'}`)
      rmSync(staging, { recursive: true, force: true })
      rmSync(path.join(settings.backupDir, `.${name}.partial`), { force: true })
      void database.stop().finally(() => process.exit(130))
    })
  try {
    mkdirSync(staging, { recursive: true, mode: 0o700 })
    const server = await withClient(database.url, async (client) => ({
      version: await serverVersion(client),
      dataDirectory: await dataDirectory(client),
    }))
    const pgDump = findPgTool('pg_dump', server.version.major)
    let manifest
    if (pgDump.binary) {
      log(`dumping the database with ${pgDump.binary} (version ${pgDump.major}; server ${server.version.major})`)
      const facts = await logicalDump(database.url, pgDump, path.join(staging, 'database.dump'))
      manifest = { kind: 'logical', ...facts, dump: { file: 'database.dump', tool: 'pg_dump', toolMajor: pgDump.major } }
    } else if (server.dataDirectory && sameDir(server.dataDirectory, settings.embedded.dataDir)) {
      log(`no pg_dump ${server.version.major} or newer here: a physical backup of the embedded Postgres (${settings.embedded.dataDir})`)
      const { facts, wal } = await withClient(database.url, async (client) => {
        const facts = await describeDatabase(client)
        const wal = await physicalBackup(client, server.dataDirectory, path.join(staging, 'pgdata'), `playcentre ${name}`)
        return { facts, wal }
      })
      manifest = { kind: 'physical', ...facts, physical: { folder: 'pgdata', ...wal } }
    } else {
      const seen = pgDump.seen.length ? ` (found: ${pgDump.seen.join(', ')})` : ''
      throw new Error(
        `no pg_dump for PostgreSQL ${server.version.major} or newer${seen}: ${clientPackageHint(server.version.major)}. ` +
          'pg_dump refuses a server newer than itself.',
      )
    }
    // Media after the database: every image the dump names was on disk before the copy began.
    await copyFolder(settings.mediaDir, path.join(staging, 'media'))
    const media = await measureFolder(path.join(staging, 'media'))
    const full = {
      format: 1,
      createdAt: createdAt.toISOString(),
      server: { major: server.version.major, version: server.version.text },
      ...manifest,
      media: { folder: 'media', ...media },
    }
    writeFileSync(path.join(staging, 'manifest.json'), `${JSON.stringify(full, null, 2)}\n`)
    packArchive(staging, target)
    log(
      `wrote ${target}: ${full.kind}, ${
        Object.entries(full.counts)
          .map(([table, n]) => `${n} ${table}`)
          .join(', ') || 'no tables of the app yet'
      }, ${media.files} media files; latest migration ${full.latestMigration ?? 'none'}`,
    )
    const pruned = pruneArchives(settings.backupDir, KEEP)
    if (pruned.length) log(`removed ${pruned.length} older archive(s): ${pruned.join(', ')}`)
    log(`${listArchives(settings.backupDir).length} archive(s) kept in ${settings.backupDir} (the newest ${KEEP})`)
  } finally {
    rmSync(staging, { recursive: true, force: true })
    await database.stop()
  }
}

try {
  await main()
  process.exit(0)
} catch (error) {
  console.error(`[backup] FAILED: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
