import type { Field } from 'payload'
import { email as emailFormat } from 'payload/shared'

type ContactOptions = {
  /**
   * When true for a document, e-mail and phone may be left empty (a walk-in paying at the desk
   * gives neither, and no placeholder is ever stored in their place). Otherwise both are required.
   */
  contactOptional?: (data: Record<string, unknown> | undefined) => boolean
}

const requiredMessage = 'This field is required.'

/** Who booked or bought: name, e-mail (indexed, to find an address's records) and phone, side by side. */
export function customerContactRow({ contactOptional }: ContactOptions = {}): Field {
  if (!contactOptional) {
    return {
      type: 'row',
      fields: [
        { name: 'customerName', type: 'text', required: true },
        { name: 'customerEmail', type: 'email', required: true, index: true },
        { name: 'customerPhone', type: 'text', required: true },
      ],
    }
  }
  return {
    type: 'row',
    fields: [
      { name: 'customerName', type: 'text', required: true },
      {
        name: 'customerEmail',
        type: 'email',
        index: true,
        validate: (value, args) => {
          if (!value) return contactOptional(args.data as Record<string, unknown> | undefined) ? true : requiredMessage
          return emailFormat(value, { ...args, required: false })
        },
      },
      {
        name: 'customerPhone',
        type: 'text',
        validate: (value: unknown, { data }: { data?: unknown }) =>
          value || contactOptional(data as Record<string, unknown> | undefined) ? true : requiredMessage,
      },
    ],
  }
}
