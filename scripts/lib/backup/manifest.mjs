// manifest.json of a backup archive, checked before restore writes anything.
import { z } from 'zod'

const counts = z.record(z.string(), z.number().int().nonnegative())

const common = {
  format: z.literal(1),
  createdAt: z.string(),
  server: z.object({ major: z.number().int().positive(), version: z.string() }),
  database: z.string().regex(/^[A-Za-z0-9_-]+$/),
  latestMigration: z.string().nullable(),
  counts,
  media: z.object({ folder: z.literal('media'), files: z.number().int().nonnegative(), bytes: z.number().int().nonnegative() }),
}

export const manifestSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('logical'),
    ...common,
    dump: z.object({ file: z.literal('database.dump'), tool: z.literal('pg_dump'), toolMajor: z.number().int().positive() }),
  }),
  z.object({
    kind: z.literal('physical'),
    ...common,
    physical: z.object({ folder: z.literal('pgdata'), startWal: z.string(), stopWal: z.string(), walSegments: z.number().int() }),
  }),
])

/** @param {string} text @param {string} archive */
export function parseManifest(text, archive) {
  let json
  try {
    json = JSON.parse(text)
  } catch {
    throw new Error(`${archive}: manifest.json is not JSON`)
  }
  const parsed = manifestSchema.safeParse(json)
  if (!parsed.success) throw new Error(`${archive}: manifest.json is not one this version reads (${parsed.error.issues[0]?.message})`)
  return parsed.data
}
