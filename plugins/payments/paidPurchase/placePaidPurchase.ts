import type { PayloadRequest } from 'payload'
import { clientSecretHash } from '../clientSecretHash'
import { paymentProvider } from '../provider'
import { purchaseMetadata, type PaidPurchaseKind, type PurchaseRow } from './kind'
import { updatePurchaseRow } from './purchaseRows'

export type PlacedPurchase<Row extends PurchaseRow> =
  { status: 'created'; row: Row; clientSecret: string; provider: string } | { status: 'payment_unavailable' }

/**
 * Records a pending purchase (the owner's `create`, at the price it checked), then asks the provider
 * for its payment: after the write, so no network call runs inside a transaction. What was bought
 * comes only from the payment's success event. When the provider cannot be reached the row stays
 * pending with a note for staff, and nothing is charged.
 */
export async function placePaidPurchase<Row extends PurchaseRow>(
  req: PayloadRequest,
  kind: PaidPurchaseKind,
  pending: { create: () => Promise<Row>; description: (row: Row) => string; receiptEmail: (row: Row) => string },
): Promise<PlacedPurchase<Row>> {
  const row = await pending.create()
  const provider = paymentProvider(req.payload)
  try {
    const intent = await provider.createIntent({
      amountPence: row.amountPence,
      idempotencyKey: `${kind.label.replaceAll(' ', '-')}-${row.id}`,
      metadata: purchaseMetadata(kind, row.id),
      description: pending.description(row),
      receiptEmail: pending.receiptEmail(row),
      // Nothing is held while a bank debit clears: what was bought is given when the money arrives.
      allowBankDebit: true,
    })
    if (!intent.clientSecret) throw new Error('The provider returned no client secret')
    const updated = await updatePurchaseRow(req, kind, row.id, {
      paymentProvider: provider.name,
      paymentReference: intent.id,
      clientSecretHash: clientSecretHash(intent.clientSecret),
    })
    return { status: 'created', row: updated as unknown as Row, clientSecret: intent.clientSecret, provider: provider.name }
  } catch (error) {
    req.payload.logger.error({ err: error, [kind.noun]: row.id, msg: `payment intent for a ${kind.label} could not be created` })
    await updatePurchaseRow(req, kind, row.id, { staffNote: 'Payment provider unavailable' })
    return { status: 'payment_unavailable' }
  }
}
