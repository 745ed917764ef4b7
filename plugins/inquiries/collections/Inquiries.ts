import type { CollectionConfig } from 'payload'
import { isAdmin, isStaff, nobody } from '@/access/roles'
import { CONTACT_INQUIRY_TYPES } from '../domain/contactSchema'
import { recordPartyBooked } from '@plugins/loyalty'
import { INQUIRIES_SLUG } from '../types'

/** Contact messages and party inquiries. Written only by the public endpoints; read by staff. */
export const Inquiries: CollectionConfig = {
  slug: INQUIRIES_SLUG,
  labels: { singular: 'Inquiry', plural: 'Inquiries' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'inquiryType', 'email', 'responded', 'createdAt'],
    group: 'Inquiries',
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: nobody, update: isStaff, delete: isAdmin },
  hooks: {
    beforeChange: [
      ({ data, originalDoc, req }) => {
        // Ticking "responded" stamps the time once; unticking clears it.
        if (data.responded && !originalDoc?.responded) {
          data.respondedAt = new Date().toISOString()
          if (req.user?.collection === 'users') data.respondedBy = req.user.id
        }
        if (data.responded === false) {
          data.respondedAt = null
          data.respondedBy = null
        }
        return data
      },
    ],
    afterChange: [
      async ({ doc, previousDoc, req, operation }) => {
        // A party confirmed by staff counts towards the family's loyalty achievements, in the same transaction.
        if (operation === 'update' && doc.inquiryType === 'party_booking' && doc.partyBooked && !previousDoc?.partyBooked) {
          await recordPartyBooked(req, { email: doc.email, inquiryId: doc.id })
        }
        return doc
      },
    ],
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'email', type: 'email', required: true, index: true },
        { name: 'phone', type: 'text' },
      ],
    },
    {
      name: 'inquiryType',
      type: 'select',
      required: true,
      index: true,
      options: [...CONTACT_INQUIRY_TYPES.map(({ value, label }) => ({ value, label })), { value: 'party_booking', label: 'Party booking' }],
    },
    { name: 'message', type: 'textarea' },
    {
      name: 'party',
      type: 'group',
      admin: { condition: (data) => data?.inquiryType === 'party_booking' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'childName', type: 'text' },
            { name: 'childAge', type: 'text' },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'partyDate', type: 'text' },
            { name: 'partyTime', type: 'text' },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'numberOfChildren', type: 'text' },
            { name: 'packageType', type: 'text' },
          ],
        },
        { name: 'specialRequests', type: 'textarea' },
        { name: 'dietaryRequirements', type: 'textarea' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'responded', type: 'checkbox', defaultValue: false, index: true },
        { name: 'respondedAt', type: 'date', admin: { readOnly: true } },
        { name: 'respondedBy', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
      ],
    },
    {
      name: 'replies',
      type: 'array',
      admin: { readOnly: true, description: 'Replies sent from the staff dashboard' },
      fields: [
        { name: 'subject', type: 'text', required: true },
        { name: 'body', type: 'textarea', required: true },
        { name: 'sentAt', type: 'date', required: true },
        { name: 'sentBy', type: 'relationship', relationTo: 'users' },
      ],
    },
    {
      name: 'followUp',
      type: 'text',
      admin: {
        condition: (data) => data?.inquiryType === 'party_booking',
        description: 'Why the inquiry came back to the unanswered list, e.g. "Deposit not paid"',
      },
    },
    {
      name: 'partyBooked',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        condition: (data) => data?.inquiryType === 'party_booking',
        description: 'Set when the deposit is settled: it counts towards the family’s loyalty achievements',
      },
    },
    {
      name: 'clientKey',
      type: 'text',
      index: true,
      access: { read: () => false, update: () => false },
      admin: { hidden: true, description: 'Keyed hash of the sender’s network address, for rate limiting' },
    },
  ],
  timestamps: true,
}
