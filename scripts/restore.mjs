// `npm run restore -- <archive>`: puts a backup from `npm run backup` back, into an empty
// database and an empty media folder; it asks nothing, and refuses (exit 1, saying why) a
// database that has any table or type in schema public, or a MEDIA_DIR with files in it.
// A logical archive goes into DATABASE_URL (unset: the embedded Postgres) with pg_restore; a
// physical one (ADR 0022) becomes the embedded Postgres's data folder, EMBEDDED_PG_DIR, which
// must be empty, and Postgres replays its WAL on a first start here. Either way the restored
// database is checked against the manifest's migration and row counts.
import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, renameSync, rmSync, rmdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { readFromArchive, unpackArchive } from './lib/backup/archive.mjs'
import { describeDatabase, publicObjects, withClient } from './lib/backup/databaseFacts.mjs'
import { parseManifest } from './lib/backup/manifest.mjs'
import { copyFolder, isEmptyFolder } from './lib/backup/media.mjs'
import { findPgTool } from './lib/backup/pgTools.mjs'
import { openDatabase, readSettings } from './lib/backup/settings.mjs'
import { isPortOpen, releaseSignalHandlers, startEmbeddedPostgres } from './lib/embeddedPostgres.mjs'

const log = (line) => console.log(`[restore] ${line}`)

class Refused extends Error {}

/** The restored database must hold what the backup said it held. */
function checkAgainstManifest(manifest, facts) {
  const problems = []
  if (facts.latestMigration !== manifest.latestMigration)
    problems.push(`latest migration ${facts.latestMigration} instead of ${manifest.latestMigration}`)
  for (const [table, count] of Object.entries(manifest.counts))
    if (facts.counts[table] !== count) problems.push(`${facts.counts[table] ?? 'no'} ${table} instead of ${count}`)
  if (problems.length) throw new Error(`the restored database differs from the backup: ${problems.join('; ')}`)
  log(
    `checked: latest migration ${facts.latestMigration ?? 'none'}, ${Object.entries(facts.counts)
      .map(([table, n]) => `${n} ${table}`)
      .join(', ')}`,
  )
}

/**
 * The dump's table of contents for `pg_restore --use-list`, without the extensions' comments:
 * COMMENT ON EXTENSION needs the extension's owner, which the restoring role is not when an
 * administrator created the extension beforehand. CREATE EXTENSION sets the same comment anyway.
 */
function listWithoutExtensionComments(pgRestore, dumpFile, listFile) {
  const listed = spawnSync(pgRestore, ['--list', dumpFile], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (listed.error || listed.status !== 0) throw new Error(`pg_restore --list failed: ${listed.error?.message ?? listed.stderr.trim()}`)
  const kept = listed.stdout.split('\n').filter((line) => !/^\d+; \d+ \d+ COMMENT - EXTENSION /.test(line))
  writeFileSync(listFile, kept.join('\n'))
}

async function restoreLogical(settings, manifest, unpacked) {
  const pgRestore = findPgTool('pg_restore', manifest.dump.toolMajor)
  if (!pgRestore.binary)
    throw new Refused(
      `no pg_restore ${manifest.dump.toolMajor} or newer (the dump was made by pg_dump ${manifest.dump.toolMajor}): install the PostgreSQL client`,
    )
  releaseSignalHandlers()
  const database = await openDatabase(settings, log)
  try {
    const existing = await withClient(database.url, publicObjects)
    if (existing.length)
      throw new Refused(
        `the database is not empty (${existing.length} tables or types in schema public, e.g. ${existing.slice(0, 3).join(', ')}): ` +
          'restore only into a new, empty database',
      )
    log(`restoring the ${manifest.database} dump of ${manifest.createdAt} with ${pgRestore.binary}`)
    const dumpFile = path.join(unpacked, manifest.dump.file)
    const listFile = path.join(unpacked, 'restore.list')
    listWithoutExtensionComments(pgRestore.binary, dumpFile, listFile)
    const result = spawnSync(
      pgRestore.binary,
      ['--no-owner', '--no-acl', '--exit-on-error', `--use-list=${listFile}`, `--dbname=${database.url}`, dumpFile],
      { encoding: 'utf8' },
    )
    if (result.error || result.status !== 0)
      throw new Error(
        `pg_restore failed: ${result.error?.message ?? result.stderr.trim()}. The database is now partly restored: drop and create it again before retrying`,
      )
    checkAgainstManifest(manifest, await withClient(database.url, describeDatabase))
  } finally {
    await database.stop()
  }
}

async function restorePhysical(settings, manifest, unpacked) {
  const { dataDir, port } = settings.embedded
  if (await isPortOpen(port)) throw new Refused(`something already listens on port ${port} (EMBEDDED_PG_PORT): stop it first`)
  log(`moving the data folder of ${manifest.createdAt} into ${dataDir}`)
  if (existsSync(dataDir)) rmdirSync(dataDir)
  renameSync(path.join(unpacked, manifest.physical.folder), dataDir)
  chmodSync(dataDir, 0o700)
  if (process.getuid?.() === 0) {
    // Postgres refuses to run as root; the embedded one runs as the `postgres` user (ADR 0001).
    const owner = spawnSync('chown', ['-R', 'postgres:postgres', dataDir], { encoding: 'utf8' })
    if (owner.status !== 0) throw new Error(`could not give ${dataDir} to the postgres user: ${owner.stderr.trim()}`)
  }
  releaseSignalHandlers()
  log('starting the embedded Postgres on it: it replays the WAL the backup carries')
  const server = await startEmbeddedPostgres({ ...settings.embedded, database: manifest.database, log })
  try {
    checkAgainstManifest(manifest, await withClient(server.url, describeDatabase))
  } finally {
    await server.stop()
  }
}

async function main() {
  const given = process.argv[2]
  if (!given || process.argv.length > 3) throw new Refused('usage: npm run restore -- <path to playcentre-backup-….tar.gz>')
  // npm runs the script in the project folder; a relative path means where the command was typed.
  const archive = path.resolve(process.env.INIT_CWD ?? process.cwd(), given)
  if (!existsSync(archive)) throw new Refused(`${archive} does not exist`)
  const settings = readSettings()
  const manifest = parseManifest(readFromArchive(archive, 'manifest.json'), archive)

  // Everything that can refuse is checked before anything is written.
  if (!(await isEmptyFolder(settings.mediaDir)))
    throw new Refused(`MEDIA_DIR (${settings.mediaDir}) has files in it: restore only into an empty media folder`)
  if (manifest.kind === 'physical') {
    if (settings.databaseUrl)
      throw new Refused(
        'this is a physical backup of the embedded Postgres: it restores only into the embedded one (unset DATABASE_URL). ' +
          'To move to another server, restore it here, then take a logical backup with a pg_dump as new as the server',
      )
    if (!(await isEmptyFolder(settings.embedded.dataDir)))
      throw new Refused(`the embedded Postgres's data folder (${settings.embedded.dataDir}) is not empty: restore only into an empty one`)
  }

  // Unpacked beside its destination, so the data folder is moved into place, not copied.
  const near = manifest.kind === 'physical' ? path.dirname(settings.embedded.dataDir) : os.tmpdir()
  if (!existsSync(near)) throw new Refused(`${near} does not exist`)
  const unpacked = mkdtempSync(path.join(near, '.playcentre-restore-'))
  try {
    unpackArchive(archive, unpacked)
    if (manifest.kind === 'logical') await restoreLogical(settings, manifest, unpacked)
    else await restorePhysical(settings, manifest, unpacked)
    await copyFolder(path.join(unpacked, 'media'), settings.mediaDir)
    log(`media: ${readdirSync(settings.mediaDir).length} files into ${settings.mediaDir}`)
    log(`restored ${archive}`)
  } finally {
    rmSync(unpacked, { recursive: true, force: true })
  }
}

try {
  await main()
  process.exit(0)
} catch (error) {
  const message = error instanceof Error ? error.message : String(error)
  console.error(`[restore] ${error instanceof Refused ? 'REFUSED' : 'FAILED'}: ${message}`)
  process.exit(1)
}
