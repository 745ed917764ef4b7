import type { Field, GroupField } from 'payload'

export const PURCHASE_REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const
export type PurchaseRefundStatus = (typeof PURCHASE_REFUND_STATUSES)[number]

/**
 * The record of a staff refund of a purchase paid online (a credit pack, a gift voucher), written
 * only by its plugin's refund operation: claimed pending, then succeeded or failed. `extra` sits
 * beside the status and amount (what else the refund took back).
 */
export function purchaseRefundField({
  label,
  description,
  extra = [],
}: {
  label: string
  description: string
  extra?: Field[]
}): GroupField {
  return {
    name: 'refund',
    type: 'group',
    label,
    access: { update: () => false },
    admin: { description },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'status',
            type: 'select',
            options: PURCHASE_REFUND_STATUSES.map((value) => ({ value, label: value })),
            admin: { readOnly: true },
          },
          ...extra,
          { name: 'amountPence', label: 'Refunded (pence)', type: 'number', min: 0, admin: { readOnly: true } },
        ],
      },
      { name: 'reason', type: 'text', admin: { readOnly: true } },
      { name: 'requestedBy', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
      { name: 'idempotencyKey', type: 'text', index: true, admin: { readOnly: true } },
      { name: 'providerRefundId', type: 'text', admin: { readOnly: true } },
      { name: 'requestedAt', type: 'date', admin: { readOnly: true } },
      { name: 'refundedAt', type: 'date', admin: { readOnly: true } },
      { name: 'failure', type: 'text', admin: { readOnly: true } },
    ],
  }
}
