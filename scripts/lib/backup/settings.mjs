// The settings backup and restore read, the same way scripts/run.mjs does: .env, then the
// environment; DATABASE_URL unset means the embedded Postgres in EMBEDDED_PG_DIR.
import path from 'node:path'
import nextEnv from '@next/env'
import { startEmbeddedPostgres } from '../embeddedPostgres.mjs'

export const root = path.resolve(import.meta.dirname, '../../..')

export function readSettings(env = process.env) {
  nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error })
  return {
    databaseUrl: env.DATABASE_URL || null,
    mediaDir: path.resolve(root, env.MEDIA_DIR || '.data/media'),
    backupDir: path.resolve(root, env.BACKUP_DIR || '.data/backups'),
    embedded: {
      dataDir: path.resolve(root, env.EMBEDDED_PG_DIR || '.data/postgres'),
      port: Number(env.EMBEDDED_PG_PORT || 54329),
      database: env.EMBEDDED_PG_DATABASE || 'playcentre',
    },
  }
}

/**
 * DATABASE_URL, or the embedded Postgres (started for the command, or the one already running).
 * @returns {Promise<{ url: string, embedded: boolean, stop: () => Promise<void> }>}
 */
export async function openDatabase(settings, log) {
  if (settings.databaseUrl) return { url: settings.databaseUrl, embedded: false, stop: async () => {} }
  const server = await startEmbeddedPostgres({ ...settings.embedded, log })
  return { url: server.url, embedded: true, stop: server.stop }
}
