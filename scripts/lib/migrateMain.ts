// `payload migrate` for the test suites' databases, run from a bundle (scripts/lib/bundleScript.mjs):
// what the CLI's migrate command does (init without onInit, PAYLOAD_MIGRATING set, the adapter's
// migrate), given the committed list in migrations/index.ts, which the CLI finds in the same folder.
import config from '@payload-config'
import payload from 'payload'
import { applyCommittedMigrations } from './applyMigrations'

process.env.PAYLOAD_MIGRATING = 'true'
await payload.init({ config, disableOnInit: true })
await applyCommittedMigrations(payload)
await payload.destroy()
process.exit(0)
