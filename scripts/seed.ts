// `npm run seed`: creates whatever seeded content is missing. Safe to run again.
import config from '@payload-config'
import { getPayload } from 'payload'
import { applyCommittedMigrations } from './lib/applyMigrations'
import { withStartupLock } from '../src/lib/db/startupLock'
import { seed } from '../src/seed/seed'

await withStartupLock(async () => {
  const payload = await getPayload({ config })
  await applyCommittedMigrations(payload)
  const report = await seed(payload)
  payload.logger.info(`seed: created ${report.created.length} (${report.created.join(', ') || 'nothing'}); kept ${report.kept.length}`)
  await payload.destroy()
})
process.exit(0)
