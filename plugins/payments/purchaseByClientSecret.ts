import type { CollectionSlug, PayloadRequest } from 'payload'
import { z } from 'zod'
import { clientSecretHash } from './clientSecretHash'

/** `?clientSecret=` of a purchase-status call (the page a payment returns to holds only the secret). */
export const purchaseStatusQuery = z.object({ clientSecret: z.string().min(10).max(200) })

/**
 * The purchase (credit pack, gift voucher) whose payment has this client secret, found by the
 * secret's hash in the owner's collection; null when none. Reads only.
 */
export async function purchaseByClientSecret<Slug extends CollectionSlug>(req: PayloadRequest, collection: Slug, clientSecret: string) {
  const { docs } = await req.payload.find({
    collection,
    where: { clientSecretHash: { equals: clientSecretHash(clientSecret) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}
