import type { CollectionConfig } from 'payload'
import { isAdmin, nobody } from '@/access/roles'
import { AUDIT_ACTIONS, AUDIT_LOG_SLUG } from '../types'

/**
 * What staff did: who, when, what, to which record, before and after. Append-only: written only
 * by `recordAudit` in the transaction of the action; no one may edit or delete an entry through
 * any API, and the database refuses UPDATE and DELETE on the table (migration audit_log), except
 * a personal data erasure's blanking of what an entry quotes about the person (ADR 0021).
 */
export const AuditLog: CollectionConfig = {
  slug: AUDIT_LOG_SLUG,
  labels: { singular: 'Audit entry', plural: 'Audit log' },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'actorLabel', 'action', 'summary'],
    group: 'Staff',
    description: 'Every staff action: check-outs, refunds, resent e-mails, blocks, undone check-ins. Entries cannot be changed or deleted.',
  },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'action',
      type: 'select',
      required: true,
      index: true,
      options: AUDIT_ACTIONS.map((value) => ({ value, label: value.replace(/_/g, ' ') })),
    },
    { name: 'summary', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'entity', type: 'text', required: true, index: true, admin: { description: 'The collection of the record acted on' } },
        { name: 'recordId', type: 'text', required: true, index: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'actor', type: 'relationship', relationTo: 'users', index: true },
        { name: 'actorLabel', type: 'text', required: true },
      ],
    },
    { name: 'before', type: 'json' },
    { name: 'after', type: 'json' },
  ],
}
