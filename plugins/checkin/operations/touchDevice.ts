import { sql } from '@payloadcms/db-postgres'
import { drizzleOf } from '@/lib/db/postgres'
import type { Payload } from 'payload'

/** Notes when a tablet was last used, at most every five minutes, so admins can spot a lost one. */
export async function touchDevice(payload: Payload, deviceId: number): Promise<void> {
  const db = drizzleOf(payload)
  await db.execute(sql`
    update kiosk_devices set last_seen_at = now()
    where id = ${deviceId} and (last_seen_at is null or last_seen_at < now() - interval '5 minutes')`)
}
