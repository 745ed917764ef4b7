// `payload run tests/helpers/backupSnapshotMain.ts` with DATABASE_URL, MEDIA_DIR and
// SNAPSHOT_BOOKING_IDS (comma-separated): the app started on a restored database prints what it
// serves (backupSnapshot.ts) on one line after SNAPSHOT_MARKER.
import config from '@payload-config'
import { getPayload } from 'payload'
import { env } from '@/lib/env'
import { backupSnapshot } from './backupSnapshot'

const ids = (process.env.SNAPSHOT_BOOKING_IDS ?? '').split(',').filter(Boolean).map(Number)
const payload = await getPayload({ config })
const snapshot = await backupSnapshot(payload, env().MEDIA_DIR, ids)
process.stdout.write(`\nSNAPSHOT ${JSON.stringify(snapshot)}\n`)
await payload.destroy()
process.exit(0)
