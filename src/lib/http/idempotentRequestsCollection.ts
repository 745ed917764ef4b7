import type { CollectionConfig } from 'payload'
import { nobody } from '@/access/roles'

/** The table keeps its first name: the kiosk was its first user (renaming it would need a migration). */
export const IDEMPOTENT_REQUESTS_SLUG = 'kiosk-requests'

/**
 * The first answer to each idempotent write (kiosk visits, staff resends and replies), keyed by
 * (actor, Idempotency-Key), so a retried request gets the same answer and changes nothing.
 * Written only by `./idempotentRequests.ts`, in the transaction of the change itself; never
 * reachable through the API. Forgotten after a week (the check-in plugin's purge job).
 */
export const IdempotentRequests: CollectionConfig = {
  slug: IDEMPOTENT_REQUESTS_SLUG,
  labels: { singular: 'Kiosk request', plural: 'Kiosk requests' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['actorKey', 'idempotencyKey'], unique: true }],
  fields: [
    { name: 'actorKey', type: 'text', required: true },
    { name: 'idempotencyKey', type: 'text', required: true },
    // The call and a hash of its body: the same key sent with another request is refused.
    { name: 'fingerprint', type: 'text', required: true },
    { name: 'status', type: 'number', required: true },
    { name: 'body', type: 'json', required: true },
  ],
  timestamps: true,
}
