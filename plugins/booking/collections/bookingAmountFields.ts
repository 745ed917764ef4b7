import type { Field } from 'payload'

const pence = (name: string, label: string) => ({
  name,
  label,
  type: 'number' as const,
  required: true,
  min: 0,
  defaultValue: 0,
  admin: { step: 1, readOnly: true },
})

/** What a booking costs, in pence: before and after session credits, and what a promo code or a gift voucher took off. */
export const bookingAmountFields: Field[] = [
  {
    type: 'row',
    fields: [
      pence('originalAmountPence', 'Original (pence)'),
      pence('creditSavingsPence', 'Credit savings (pence)'),
      pence('finalAmountPence', 'To pay (pence)'),
      { name: 'sessionCreditsUsed', type: 'number', defaultValue: 0, min: 0, admin: { readOnly: true } },
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'promoCode',
        type: 'text',
        index: true,
        admin: { readOnly: true, description: 'The promo code the booking used (counts as one of its uses while paid or held)' },
      },
      pence('promoDiscountPence', 'Promo discount (pence)'),
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'voucherCode',
        type: 'text',
        index: true,
        admin: { readOnly: true, description: 'The gift voucher that paid part or all of the booking' },
      },
      pence('voucherAppliedPence', 'Paid by voucher (pence)'),
    ],
  },
]
