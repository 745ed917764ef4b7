// Integration tests run against a real Postgres: a fresh database on DATABASE_URL's server when
// it is set, otherwise a fresh embedded Postgres. Migrations are applied exactly as in production.
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { migrateDatabase } from '../../scripts/lib/migrate.mjs'
import { releaseSignalHandlers } from '../../scripts/lib/embeddedPostgres.mjs'
import { copyDatabase, createFreshDatabase } from '../../scripts/lib/testDatabase.mjs'

// Both integration projects name this setup; the run gets one database, made by the first.
const MADE = Symbol.for('playcentre.intDatabaseMade')
type WithMarker = typeof globalThis & { [MADE]?: boolean }

export default async function setup(): Promise<() => Promise<void>> {
  if ((globalThis as WithMarker)[MADE]) return async () => {}
  ;(globalThis as WithMarker)[MADE] = true
  // The teardown below stops the database; the library's exit hooks would also turn a failing
  // run's exit code into 0.
  releaseSignalHandlers()
  const template = process.env.TEST_INT_TEMPLATE_URL
  let fresh: Awaited<ReturnType<typeof createFreshDatabase>>
  let unseeded: Awaited<ReturnType<typeof copyDatabase>>
  if (template) {
    // scripts/int.mjs migrated one database for every part of the run: this part copies it.
    fresh = await copyDatabase(template, 'playcentre_test')
    unseeded = await copyDatabase(template, 'playcentre_unseeded')
  } else {
    fresh = await createFreshDatabase({
      serverUrl: process.env.DATABASE_URL,
      log: (line: string) => console.log(`[int] ${line}`),
    })
    try {
      migrateDatabase(fresh.url)
      // Migrated and never seeded nor written, for tests/int/unconfigured-venue.int.test.ts: copied
      // now, while nothing is connected to the fresh database.
      unseeded = await copyDatabase(fresh.url, 'playcentre_unseeded')
    } catch (error) {
      await fresh.dispose()
      throw error
    }
  }
  // Test workers are started after this and inherit the environment.
  process.env.DATABASE_URL = fresh.url
  process.env.TEST_UNSEEDED_DATABASE_URL = unseeded.url
  const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'playcentre-media-'))
  process.env.MEDIA_DIR = mediaDir
  return async () => {
    await unseeded.dispose()
    await fresh.dispose()
    rmSync(mediaDir, { recursive: true, force: true })
  }
}
