// Issue 36: backup and restore with the privileges of the database's owner alone, the app's usual
// role on a managed Postgres (no superuser, no pg_read_all_settings). A role with LOGIN and
// CREATEDB only creates its database, migrates it and takes paid bookings through the app; the
// real `npm run backup` and `npm run restore` then run as it, into a second empty database it
// owns, which must hold the same rows and migrations. The suite's superuser only makes and drops
// the role, and plays the administrator who created an extension beforehand.
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readFromArchive } from '../../scripts/lib/backup/archive.mjs'
import { withClient } from '../../scripts/lib/backup/databaseFacts.mjs'
import { findPgTool } from '../../scripts/lib/backup/pgTools.mjs'
import { migrateDatabase } from '../../scripts/lib/migrate.mjs'
import { createFreshDatabase } from '../../scripts/lib/testDatabase.mjs'
import { migrations } from '../../migrations'
import { runAppScript, runBackupScript } from '../helpers/backupScripts'

const work = mkdtempSync(path.join(os.tmpdir(), 'playcentre-owner-backup-'))
const backupDir = path.join(work, 'backups')
const mediaDir = path.join(work, 'media')
const role = `playcentre_owner_${randomBytes(4).toString('hex')}`
const password = randomBytes(12).toString('hex')

let adminUrl: string
let sourceUrl: string
let serverMajor: number
let bookingIds: number[]
let archive: string | undefined

/** A URL on the suite's server, as the role, to `database`. */
function roleUrl(database: string) {
  const url = new URL(adminUrl)
  url.username = role
  url.password = password
  url.pathname = `/${database}`
  return url.toString()
}

/** The suite's superuser on another database of its server. */
function adminOn(databaseUrl: string) {
  const url = new URL(adminUrl)
  url.pathname = new URL(databaseUrl).pathname
  return url.toString()
}

const query = (client: pg.Client, text: string, values: unknown[] = []) => client.query(text, values).then(({ rows }) => rows)

/** What the restore must bring back, read as the role: every table's row count, the bookings and the migrations. */
function contentsOf(url: string) {
  return withClient(url, async (client) => {
    const counts: Record<string, number> = {}
    for (const { name } of await query(client, "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1"))
      counts[name] = (await query(client, `SELECT count(*)::int AS n FROM public."${name}"`))[0].n
    return {
      counts,
      bookings: await query(client, 'SELECT * FROM bookings ORDER BY id'),
      migrations: (await query(client, 'SELECT name FROM payload_migrations ORDER BY name')).map((row) => String(row.name)),
      notOurs: await query(client, "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tableowner <> current_user"),
    }
  })
}

/** Restores the archive into `targetUrl` and finds there what the source database holds. */
async function expectRestoredInto(targetUrl: string) {
  const restoredMedia = path.join(work, `media-of-${new URL(targetUrl).pathname.slice(1)}`)
  const restore = runBackupScript('restore.mjs', [archive!], { DATABASE_URL: targetUrl, MEDIA_DIR: restoredMedia })
  expect(restore.output).toContain('[restore] restored')
  expect(restore.status).toBe(0)
  const [source, restored] = await Promise.all([contentsOf(sourceUrl), contentsOf(targetUrl)])
  expect(restored.counts).toEqual(source.counts)
  expect(restored.bookings).toEqual(source.bookings)
  expect(restored.migrations).toEqual(source.migrations)
  expect(restored.notOurs).toEqual([])
  expect(readdirSync(restoredMedia).sort()).toEqual(readdirSync(mediaDir).sort())
}

const hasNewEnoughPgDump = () => Boolean(findPgTool('pg_dump', serverMajor).binary)

beforeAll(async () => {
  adminUrl = process.env.DATABASE_URL!
  serverMajor = await withClient(adminUrl, async (client) => {
    // The name and password are ours (hex): identifiers and CREATE ROLE's password cannot be bound.
    await client.query(`CREATE ROLE "${role}" LOGIN CREATEDB PASSWORD '${password}'`)
    return Math.floor(Number((await query(client, 'SHOW server_version_num'))[0].server_version_num) / 10000)
  })
  const privileges = await withClient(roleUrl('postgres'), (client) =>
    query(
      client,
      "SELECT rolsuper, pg_has_role(current_user, 'pg_read_all_settings', 'USAGE') AS settings FROM pg_roles WHERE rolname = current_user",
    ),
  )
  expect(privileges).toEqual([{ rolsuper: false, settings: false }])

  // Created by the role itself (CREATEDB), so it is the database's owner.
  sourceUrl = (await createFreshDatabase({ serverUrl: roleUrl('postgres'), prefix: role })).url
  migrateDatabase(sourceUrl)
  mkdirSync(mediaDir, { recursive: true })
  bookingIds = runAppScript<number[]>('tests/helpers/seedBookingsMain.ts', 'BOOKINGS', {
    DATABASE_URL: sourceUrl,
    MEDIA_DIR: mediaDir,
    SEED_BOOKINGS: '3',
  })
}, 180_000)

afterAll(async () => {
  if (adminUrl)
    await withClient(adminUrl, async (client) => {
      const owned = await query(client, 'SELECT datname FROM pg_database d JOIN pg_roles r ON r.oid = d.datdba WHERE r.rolname = $1', [
        role,
      ])
      for (const { datname } of owned) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`)
      await client.query(`DROP ROLE IF EXISTS "${role}"`)
    })
  rmSync(work, { recursive: true, force: true })
})

describe('npm run backup and npm run restore as the database owner, not a superuser', () => {
  it('backs up, and restores into a second empty database the role owns', async (context) => {
    if (!hasNewEnoughPgDump()) context.skip()
    const source = await contentsOf(sourceUrl)
    expect(source.migrations).toEqual(expect.arrayContaining(migrations.map((migration) => migration.name)))
    expect(source.bookings.map((booking) => booking.id)).toEqual(expect.arrayContaining(bookingIds))

    const backup = runBackupScript('backup.mjs', [], { DATABASE_URL: sourceUrl, MEDIA_DIR: mediaDir, BACKUP_DIR: backupDir })
    expect(backup.output).toContain('[backup] wrote')
    expect(backup.status).toBe(0)
    const archives = readdirSync(backupDir)
    expect(archives).toHaveLength(1)
    archive = path.join(backupDir, archives[0]!)
    const manifest = JSON.parse(readFromArchive(archive, 'manifest.json')) as { kind: string; counts: Record<string, number> }
    expect(manifest.kind).toBe('logical')
    expect(manifest.counts.bookings).toBe(source.counts.bookings)

    const target = await createFreshDatabase({ serverUrl: roleUrl('postgres'), prefix: role })
    await expectRestoredInto(target.url)
  }, 180_000)

  it('restores into an empty database where an administrator already created pg_trgm', async (context) => {
    if (!hasNewEnoughPgDump()) context.skip()
    const extensions = await withClient(sourceUrl, (client) => query(client, "SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'"))
    // The migration skips pg_trgm on a server without it: then the dump has no extension either.
    if (extensions.length === 0) context.skip()
    expect(archive, 'the test above wrote the archive').toBeDefined()

    const target = await createFreshDatabase({ serverUrl: roleUrl('postgres'), prefix: role })
    await withClient(adminOn(target.url), (client) => client.query('CREATE EXTENSION pg_trgm'))
    await expectRestoredInto(target.url)
  }, 180_000)

  it('without a pg_dump as new as the server, names the client to install, not a missing privilege', async (context) => {
    if (hasNewEnoughPgDump()) context.skip()
    const backup = runBackupScript('backup.mjs', [], { DATABASE_URL: sourceUrl, MEDIA_DIR: mediaDir, BACKUP_DIR: backupDir })
    expect(backup.status).toBe(1)
    expect(backup.output).toContain(`no pg_dump for PostgreSQL ${serverMajor} or newer`)
    expect(backup.output).not.toMatch(/permission denied|superuser|pg_read_all_settings/)
  }, 60_000)
})
