import type { Field } from 'payload'

/** Who booked or bought: name, e-mail (indexed, to find an address's records) and phone, side by side. */
export function customerContactRow(): Field {
  return {
    type: 'row',
    fields: [
      { name: 'customerName', type: 'text', required: true },
      { name: 'customerEmail', type: 'email', required: true, index: true },
      { name: 'customerPhone', type: 'text', required: true },
    ],
  }
}
