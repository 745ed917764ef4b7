import type { CollectionSlug, PayloadRequest } from 'payload'
import type { PurchaseRow, PurchaseRowUpdate } from './kind'

// Payload types a write by the literal slug; the pipeline serves any slug whose rows have the
// purchase fields, which the owner's collection guarantees (checked by its own types and tests).
type LooseCollection = { collection: CollectionSlug }

/** The purchase whose payment is this provider intent, or null. Reads only. */
export async function purchaseByIntent(
  req: PayloadRequest,
  { collection }: LooseCollection,
  intentId: string,
): Promise<PurchaseRow | null> {
  const { docs } = await req.payload.find({
    collection,
    where: { paymentReference: { equals: intentId } },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
  })
  return (docs[0] as PurchaseRow | undefined) ?? null
}

/** Writes the pipeline's own fields of a purchase row (its payment, or why it has none). */
export async function updatePurchaseRow(req: PayloadRequest, { collection }: LooseCollection, id: number, data: PurchaseRowUpdate) {
  return req.payload.update({ collection, id, data: data as Record<string, unknown>, overrideAccess: true })
}
