// Issue 27: a backup that has been restored. The real `npm run backup` and `npm run restore`
// scripts, as child processes, on this run's database: seeded, with paid bookings and an
// uploaded image; restored into a fresh empty database and media folder; then the app, started
// on the restored database, serves the same bookings, prices and images. Which kind of backup the
// script takes is its own choice, as in production: a pg_dump dump when a pg_dump as new as the
// server is installed (CI's Postgres 15), else a physical backup of an embedded Postgres (the
// integration run's own embedded server, Postgres 18, on a machine without a pg_dump 18).
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { env } from '@/lib/env'
import { seed } from '@/seed/seed'
import { readFromArchive } from '../../scripts/lib/backup/archive.mjs'
import { findPgTool } from '../../scripts/lib/backup/pgTools.mjs'
import { startEmbeddedPostgres } from '../../scripts/lib/embeddedPostgres.mjs'
import { createFreshDatabase, freePort } from '../../scripts/lib/testDatabase.mjs'
import { migrations } from '../../migrations'
import { bookingBody, ordinaryDay } from '../helpers/booking'
import { runAppScript, runBackupScript } from '../helpers/backupScripts'
import { backupSnapshot, type BackupSnapshot } from '../helpers/backupSnapshot'
import { createUser, rest, testPayload } from '../helpers/payload'

const work = mkdtempSync(path.join(os.tmpdir(), 'playcentre-backup-test-'))
const backupDir = path.join(work, 'backups')
const cleanups: (() => Promise<void> | void)[] = [() => rmSync(work, { recursive: true, force: true })]

let payload: Payload
const bookingIds: number[] = []
let sourceUrl: string
let dataDirectory: string
let serverMajor: number

/** The app (Payload with the project's config) started in its own process on a database and media folder. */
function snapshotOf(databaseUrl: string, mediaDir: string): BackupSnapshot {
  return runAppScript<BackupSnapshot>('tests/helpers/backupSnapshotMain.ts', 'SNAPSHOT', {
    DATABASE_URL: databaseUrl,
    MEDIA_DIR: mediaDir,
    SNAPSHOT_BOOKING_IDS: bookingIds.join(','),
  })
}

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
  sourceUrl = process.env.DATABASE_URL!
  const client = new pg.Client({ connectionString: sourceUrl })
  await client.connect()
  dataDirectory = String((await client.query('SHOW data_directory')).rows[0].data_directory)
  serverMajor = Math.floor(Number((await client.query('SHOW server_version_num')).rows[0].server_version_num) / 10000)
  await client.end()

  for (const name of ['Backup Family One', 'Backup Family Two', 'Backup Family Three']) {
    const created = await rest('POST', 'create-booking-payment', {
      body: bookingBody({
        customerName: name,
        customerEmail: `backup-${Date.now()}@test.example`,
        selectedDate: await ordinaryDay(payload),
      }),
    })
    expect(created.status).toBe(201)
    const { clientSecret, bookingId } = created.json as { clientSecret: string; bookingId: number }
    expect((await rest('POST', 'payments/test/confirm', { body: { clientSecret } })).status).toBe(200)
    bookingIds.push(bookingId)
  }
  const staff = await createUser(payload, ['staff'])
  const data = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer()
  await payload.create({
    collection: 'media',
    data: { alt: 'A backed-up picture' },
    file: { data, mimetype: 'image/png', name: `backup-${Date.now()}.png`, size: data.length },
    user: await payload.findByID({ collection: 'users', id: staff.id }),
    overrideAccess: false,
  })

  // Older archives from earlier nights: the backup keeps the newest 14 of them all.
  mkdirSync(backupDir, { recursive: true })
  for (let day = 1; day <= 15; day += 1)
    writeFileSync(path.join(backupDir, `playcentre-backup-202001${String(day).padStart(2, '0')}-023000Z.tar.gz`), '')
})

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

describe('npm run backup, then npm run restore into a fresh database', () => {
  it('brings back the same bookings, prices and images, with every migration recorded', async () => {
    const source = await backupSnapshot(payload, path.resolve(env().MEDIA_DIR), bookingIds)
    expect(source.bookings).toHaveLength(3)
    expect(source.bookings.every((booking) => (booking as { status: string }).status === 'paid')).toBe(true)
    expect(source.media.some(({ doc }) => (doc as { alt: string }).alt === 'A backed-up picture')).toBe(true)

    // The run's own embedded Postgres lives in a temporary folder (scripts/lib/testDatabase.mjs):
    // tell the script it is the embedded one, so it may take a physical backup of it.
    const embedded = path.basename(dataDirectory).startsWith('playcentre-pg-')
    const backup = runBackupScript('backup.mjs', [], {
      DATABASE_URL: sourceUrl,
      MEDIA_DIR: env().MEDIA_DIR,
      BACKUP_DIR: backupDir,
      ...(embedded ? { EMBEDDED_PG_DIR: dataDirectory } : {}),
    })
    expect(backup.output).toContain('[backup] wrote')
    expect(backup.status).toBe(0)

    const archives = readdirSync(backupDir).sort()
    expect(archives).toHaveLength(14)
    const archive = path.join(backupDir, archives.at(-1)!)
    expect(archives.at(-1)).toMatch(/^playcentre-backup-\d{8}-\d{6}Z\.tar\.gz$/)
    expect(archives[0]).toBe('playcentre-backup-20200103-023000Z.tar.gz')
    const manifest = JSON.parse(readFromArchive(archive, 'manifest.json')) as { kind: string; counts: Record<string, number> }
    const physical = !findPgTool('pg_dump', serverMajor).binary
    expect(manifest.kind).toBe(physical ? 'physical' : 'logical')
    expect(manifest.counts.bookings).toBeGreaterThanOrEqual(3)

    const mediaDir = path.join(work, 'restored-media')
    let restoredUrl: string
    let refusal: ReturnType<typeof runBackupScript>
    if (!physical) {
      const target = await createFreshDatabase({ serverUrl: sourceUrl, prefix: 'playcentre_restored' })
      cleanups.push(target.dispose)
      const restore = runBackupScript('restore.mjs', [archive], { DATABASE_URL: target.url, MEDIA_DIR: mediaDir })
      expect(restore.output).toContain('[restore] restored')
      expect(restore.status).toBe(0)
      restoredUrl = target.url
      refusal = runBackupScript('restore.mjs', [archive], { DATABASE_URL: target.url, MEDIA_DIR: path.join(work, 'other-media') })
    } else {
      const settings = {
        EMBEDDED_PG_DIR: path.join(work, 'restored-pgdata'),
        EMBEDDED_PG_PORT: String(await freePort()),
        MEDIA_DIR: mediaDir,
      }
      const restore = runBackupScript('restore.mjs', [archive], settings)
      expect(restore.output).toContain('[restore] restored')
      expect(restore.status).toBe(0)
      const server = await startEmbeddedPostgres({
        dataDir: settings.EMBEDDED_PG_DIR,
        port: Number(settings.EMBEDDED_PG_PORT),
        database: new URL(sourceUrl).pathname.slice(1),
      })
      cleanups.push(server.stop)
      restoredUrl = server.url
      refusal = runBackupScript('restore.mjs', [archive], {
        ...settings,
        EMBEDDED_PG_PORT: String(await freePort()),
        MEDIA_DIR: path.join(work, 'other-media'),
      })
    }

    const restored = snapshotOf(restoredUrl, mediaDir)
    expect(restored.bookings).toEqual(source.bookings)
    expect(restored.ticketTypes).toEqual(source.ticketTypes)
    expect(restored.media).toEqual(source.media)
    expect(Object.values(restored.media.flatMap(({ files }) => Object.values(files)))).not.toContain('missing')
    // `payload migrate` has nothing left to do: every migration is recorded as applied.
    expect(restored.migrations).toEqual(expect.arrayContaining(migrations.map((migration) => migration.name)))

    // A second restore into the now non-empty database refuses, and writes nothing.
    expect(refusal.status).toBe(1)
    expect(refusal.output).toMatch(/REFUSED: .*not empty/)
    expect(readdirSync(path.join(work)).includes('other-media')).toBe(false)
  }, 180_000)
})
