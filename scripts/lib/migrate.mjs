import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { bundleScriptSync } from './bundleScript.mjs'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * Applies the committed migrations to a test database: Payload's migrate, as `payload migrate` runs
 * it, from a bundle of scripts/lib/migrateMain.ts (a third of the CLI's CPU, scripts/lib/bundleScript.mjs).
 */
export function migrateDatabase(databaseUrl) {
  const result = spawnSync(process.execPath, [bundleScriptSync('scripts/lib/migrateMain.ts')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, DB_STATEMENT_TIMEOUT_MS: '0' },
    encoding: 'utf8',
  })
  if (result.status !== 0) {
    throw new Error(`payload migrate failed (${result.status}):\n${result.stdout}\n${result.stderr}`)
  }
}
