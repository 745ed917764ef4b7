// Run before serving: refuse unsafe production settings, apply committed migrations,
// and seed a brand-new database.
import config from '@payload-config'
import { getPayload } from 'payload'
import pg from 'pg'
import { assertProductionReady, env } from '../src/lib/env'
import { isDatabaseEmpty, seed } from '../src/seed/seed'

// Any fixed number: instances starting together take turns at migrating and seeding.
const STARTUP_LOCK_KEY = 7_406_221

try {
  assertProductionReady()
} catch (error) {
  console.error(`\n${(error as Error).message}\n`)
  process.exit(1)
}

const lock = new pg.Client({ connectionString: process.env.DATABASE_URL })
await lock.connect()
await lock.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY])
try {
  const payload = await getPayload({ config })
  await payload.db.migrate()
  if (await isDatabaseEmpty(payload)) {
    const report = await seed(payload)
    payload.logger.info(`new database seeded: ${report.created.join(', ')}`)
    payload.logger.info(`sign in at ${env().SERVER_URL}/admin as ${env().ADMIN_EMAIL}`)
  }
  await payload.destroy()
} finally {
  await lock.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY])
  await lock.end()
}
process.exit(0)
