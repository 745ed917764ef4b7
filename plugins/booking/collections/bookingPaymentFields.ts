import type { Field } from 'payload'

/** How a booking was paid, in the sidebar: at the desk, free with an admin's reason, or by card (its hold, its payment and receipt). */
export const bookingPaymentFields: Field[] = [
  {
    type: 'collapsible',
    label: 'Paid in store',
    admin: { position: 'sidebar', condition: (data) => data?.source === 'walk_in' || Boolean(data?.paidInStore) },
    fields: [
      {
        name: 'paidInStore',
        type: 'checkbox',
        defaultValue: false,
        access: { update: () => false },
        admin: { readOnly: true, description: 'Taken at the desk, not online' },
      },
      {
        name: 'inStorePaymentConfirmedAt',
        type: 'date',
        access: { update: () => false },
        admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
      },
      {
        name: 'inStorePaymentConfirmedBy',
        type: 'relationship',
        relationTo: 'users',
        access: { update: () => false },
        admin: { readOnly: true },
      },
    ],
  },
  {
    name: 'complimentaryReason',
    type: 'textarea',
    access: { update: () => false },
    admin: {
      position: 'sidebar',
      readOnly: true,
      condition: (data) => Boolean(data?.complimentaryReason),
      description: 'Why an admin gave this booking free',
    },
  },
  {
    name: 'holdExpiresAt',
    type: 'date',
    index: true,
    admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
  },
  { name: 'paidAt', type: 'date', admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
  { name: 'paymentProvider', type: 'text', admin: { position: 'sidebar', readOnly: true } },
  { name: 'paymentReference', type: 'text', index: true, admin: { position: 'sidebar', readOnly: true } },
  {
    name: 'receiptUrl',
    label: 'Receipt',
    type: 'text',
    admin: { position: 'sidebar', readOnly: true, description: "The card payment's receipt at Stripe" },
  },
]
