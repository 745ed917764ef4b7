import type { Field } from 'payload'
import { email as emailFormat } from 'payload/shared'
import { isErasedAddress } from '@/lib/erasedAddress'

type ContactOptions = {
  /**
   * When true for a document, e-mail and phone may be left empty (a walk-in paying at the desk
   * gives neither, and no placeholder is ever stored in their place). Otherwise both are required.
   */
  contactOptional?: (data: Record<string, unknown> | undefined) => boolean
}

const requiredMessage = 'This field is required.'

type Data = Record<string, unknown> | undefined

/** After a personal-data erasure (ADR 0021) the phone is gone on purpose: the record must still save (a check-out, a refund). */
const erased = (data: Data) => isErasedAddress(data?.customerEmail)

/** Who booked or bought: name, e-mail (indexed, to find an address's records) and phone, side by side. */
export function customerContactRow({ contactOptional }: ContactOptions = {}): Field {
  if (!contactOptional) {
    return {
      type: 'row',
      fields: [
        { name: 'customerName', type: 'text', required: true },
        { name: 'customerEmail', type: 'email', required: true, index: true },
        {
          name: 'customerPhone',
          type: 'text',
          required: true,
          validate: (value: unknown, { data }: { data?: unknown }) => (value || erased(data as Data) ? true : requiredMessage),
        },
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
          if (!value) return contactOptional(args.data as Data) ? true : requiredMessage
          return emailFormat(value, { ...args, required: false })
        },
      },
      {
        name: 'customerPhone',
        type: 'text',
        validate: (value: unknown, { data }: { data?: unknown }) =>
          value || contactOptional(data as Data) || erased(data as Data) ? true : requiredMessage,
      },
    ],
  }
}
