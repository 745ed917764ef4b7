import type { CollectionSlug, Payload, PayloadRequest, RequiredDataFromCollectionSlug, Where } from 'payload'

export type SeedReport = { created: string[]; kept: string[] }

export type SeedContext = { payload: Payload; req: PayloadRequest; report: SeedReport }

/** Creates the document unless one matching `where` exists; notes which in the report. */
export async function createUnlessExists<TSlug extends CollectionSlug>(
  { payload, req, report }: SeedContext,
  collection: TSlug,
  where: Where,
  data: RequiredDataFromCollectionSlug<TSlug>,
  label: string,
): Promise<void> {
  const found = await payload.count({ collection, where, req })
  if (found.totalDocs > 0) {
    report.kept.push(label)
    return
  }
  await payload.create({ collection, data, req })
  report.created.push(label)
}
