// Run before serving: refuse unsafe production settings, apply committed migrations,
// and seed a brand-new database.
import { getPayload } from 'payload'
import { applyCommittedMigrations } from './lib/applyMigrations'
import { withStartupLock } from '../src/lib/db/startupLock'
import { assertProductionReady, env } from '../src/lib/env'
import { isDatabaseEmpty, seed } from '../src/seed/seed'

try {
  assertProductionReady()
} catch (error) {
  console.error(`\n${(error as Error).message}\n`)
  process.exit(1)
}

// Imported only now: loading the config itself refuses unsafe production settings.
const { default: config } = await import('@payload-config')

await withStartupLock(async () => {
  const payload = await getPayload({ config })
  await applyCommittedMigrations(payload)
  if (await isDatabaseEmpty(payload)) {
    const report = await seed(payload)
    payload.logger.info(`new database seeded: ${report.created.join(', ')}`)
    payload.logger.info(`sign in at ${env().SERVER_URL}/admin as ${env().ADMIN_EMAIL}`)
  }
  await payload.destroy()
})
process.exit(0)
