// What a restore must bring back, read through the app's Local API: the given bookings, every
// ticket type (the prices) and every media document with the bytes of each of its files.
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'

export type BackupSnapshot = {
  bookings: unknown[]
  ticketTypes: unknown[]
  media: { doc: unknown; files: Record<string, string> }[]
  migrations: string[]
}

export async function backupSnapshot(payload: Payload, mediaDir: string, bookingIds: number[]): Promise<BackupSnapshot> {
  const bookings = await payload.find({
    collection: 'bookings',
    where: { id: { in: bookingIds } },
    sort: 'id',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const ticketTypes = await payload.find({ collection: 'ticket-types', sort: 'id', depth: 0, pagination: false, overrideAccess: true })
  const media = await payload.find({ collection: 'media', sort: 'id', depth: 0, pagination: false, overrideAccess: true })
  const migrations = await payload.find({ collection: 'payload-migrations', sort: 'name', pagination: false, overrideAccess: true })
  return {
    bookings: bookings.docs,
    ticketTypes: ticketTypes.docs,
    media: await Promise.all(
      media.docs.map(async (doc) => {
        const names = [doc.filename, ...Object.values(doc.sizes ?? {}).map((size) => size?.filename)]
        const files: Record<string, string> = {}
        for (const name of names) {
          if (!name) continue
          const bytes = await readFile(path.join(mediaDir, name)).catch(() => null)
          files[name] = bytes ? createHash('sha256').update(bytes).digest('hex') : 'missing'
        }
        return { doc, files }
      }),
    ),
    migrations: migrations.docs.map((doc) => String(doc.name)),
  }
}
