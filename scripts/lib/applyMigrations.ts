import type { Migration, Payload } from 'payload'
import { migrations } from '../../migrations'

/**
 * Payload's migrate with the committed list (migrations/index.ts, which `payload migrate:create`
 * keeps) instead of the adapter reading the folder: the folder's files are TypeScript, which a
 * script run from a bundle (scripts/lib/bundleScript.mjs) cannot import, while the list is bundled
 * with it. The same migrations, in the same order, either way.
 */
export async function applyCommittedMigrations(payload: Payload): Promise<void> {
  // The adapter calls each with its own arguments (db-postgres's MigrateUpArgs); Payload's type says unknown.
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
}
