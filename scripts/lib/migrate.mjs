import { spawnSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

/** Applies the committed migrations to the given database with Payload's own CLI. */
export function migrateDatabase(databaseUrl) {
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/payload/bin.js'), 'migrate'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, DB_STATEMENT_TIMEOUT_MS: '0' },
    encoding: 'utf8',
  })
  if (result.status !== 0) {
    throw new Error(`payload migrate failed (${result.status}):\n${result.stdout}\n${result.stderr}`)
  }
}
