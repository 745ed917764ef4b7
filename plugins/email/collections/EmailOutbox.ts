import type { CollectionConfig } from 'payload'
import { isAdmin, nobody } from '@/access/roles'
import { OUTBOX_SLUG } from '../types'

/** Where mail goes when no e-mail provider is configured, so developers can read it in the admin. */
export const EmailOutbox: CollectionConfig = {
  slug: OUTBOX_SLUG,
  labels: { singular: 'Outbox e-mail', plural: 'E-mail outbox' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'createdAt'],
    group: 'Settings',
    description: 'Messages the site would have sent. Set RESEND_API_KEY to send real e-mail instead.',
  },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    { name: 'to', type: 'text', required: true, index: true },
    {
      name: 'idempotencyKey',
      type: 'text',
      unique: true,
      admin: { readOnly: true, description: "The sending job's key: a retried job adds no second copy" },
    },
    { name: 'from', type: 'text', required: true },
    { name: 'replyTo', type: 'text' },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'html', type: 'code', admin: { language: 'html' } },
    {
      name: 'attachments',
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'filename', type: 'text', required: true },
            { name: 'contentType', type: 'text' },
            { name: 'cid', type: 'text', admin: { description: 'Inline image id' } },
            { name: 'bytes', type: 'number' },
          ],
        },
        { name: 'contentBase64', type: 'textarea', admin: { description: 'The file, base64-encoded' } },
      ],
    },
  ],
}
