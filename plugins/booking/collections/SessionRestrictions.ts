import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig } from 'payload'
import { recordAudit } from '@plugins/audit'
import { isStaff } from '@/access/roles'
import { businessDateField } from '@/fields'
import { revalidateCollectionHooks } from '@/lib/cache/revalidate'
import { RESTRICTIONS_SLUG } from '../types'
import { isValidRestrictionSlot } from '../domain/slots'

type Restriction = { id: number; date: string; timeSlot: string; reason: string; description?: string | null }
const restrictionFacts = ({ date, timeSlot, reason, description }: Restriction) => ({
  date,
  timeSlot,
  reason,
  description: description ?? null,
})

/** Staff blocks, changes and unblocks go into the audit log, in the same transaction (not the seed's or a job's). */
const auditBlock: CollectionAfterChangeHook<Restriction> = async ({ doc, previousDoc, operation, req }) => {
  if (req.user?.collection !== 'users') return doc
  await recordAudit(req, {
    action: 'block_slot',
    summary: `${operation === 'create' ? 'Blocked' : 'Changed the block of'} ${doc.timeSlot} on ${doc.date}: ${doc.reason}`,
    entity: RESTRICTIONS_SLUG,
    recordId: doc.id,
    before: operation === 'create' ? null : restrictionFacts(previousDoc),
    after: restrictionFacts(doc),
  })
  return doc
}

const auditUnblock: CollectionAfterDeleteHook<Restriction> = async ({ doc, req }) => {
  if (req.user?.collection !== 'users') return doc
  await recordAudit(req, {
    action: 'unblock_slot',
    summary: `Unblocked ${doc.timeSlot} on ${doc.date}`,
    entity: RESTRICTIONS_SLUG,
    recordId: doc.id,
    before: restrictionFacts(doc),
    after: null,
  })
  return doc
}

const revalidate = revalidateCollectionHooks(RESTRICTIONS_SLUG)

/** A blocked slot (or, with the full-day value, a blocked day). Staff only. */
export const SessionRestrictions: CollectionConfig = {
  slug: RESTRICTIONS_SLUG,
  labels: { singular: 'Session restriction', plural: 'Session restrictions' },
  admin: { useAsTitle: 'timeSlot', defaultColumns: ['date', 'timeSlot', 'reason', 'createdBy'], group: 'Booking' },
  defaultSort: 'date',
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: {
    afterChange: [...revalidate.afterChange, auditBlock as CollectionAfterChangeHook],
    afterDelete: [...revalidate.afterDelete, auditUnblock as CollectionAfterDeleteHook],
    beforeChange: [
      ({ data, req, operation }) => {
        // A block is always the signed-in person's, whatever the request says.
        if (operation === 'create') data.createdBy = req.user?.collection === 'users' ? req.user.id : null
        return data
      },
    ],
  },
  fields: [
    businessDateField({ name: 'date', required: true }),
    {
      name: 'timeSlot',
      type: 'text',
      required: true,
      index: true,
      validate: (value: unknown) =>
        isValidRestrictionSlot(value) ? true : "A slot such as '9:30 AM - 11:30 AM', or '9:30 AM - 3:30 PM' for the whole day",
      admin: { description: "The slot as shown to families, e.g. '12:00 PM - 2:00 PM'; '9:30 AM - 3:30 PM' blocks the whole day" },
    },
    { name: 'reason', type: 'text', required: true, maxLength: 120 },
    { name: 'description', type: 'textarea', maxLength: 1000 },
    { name: 'createdBy', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
    {
      name: 'party',
      type: 'relationship',
      relationTo: 'parties',
      admin: { readOnly: true, description: 'The private hire this block is for' },
    },
  ],
  timestamps: true,
}
