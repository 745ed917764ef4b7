import type { Endpoint } from 'payload'
import { endpointSchemas } from '@/lib/http/endpointSchemas'
import { jsonError } from '@/lib/http/requestBody'
import { readQuery } from '@/lib/http/requestInput'
import { purchaseByClientSecret, purchaseStatusQuery } from '../purchaseByClientSecret'
import type { PurchaseCreatedAnswer, PurchasePaymentStatus } from '../contract'
import type { PaidPurchaseKind, PurchaseRow } from './kind'
import type { PlacedPurchase } from './placePaidPurchase'

export function purchasePaymentStatus(kind: PaidPurchaseKind, row: PurchaseRow): PurchasePaymentStatus {
  if (row.status === kind.paidStatus) return 'paid'
  if (row.status === 'processing' || row.status === 'pending') return row.status
  return 'failed'
}

/**
 * The answer to a placed purchase: 201 with what the browser needs to take the payment and what
 * the owner adds (`answer`), or 503 when the provider could not be reached (nothing was charged).
 */
export function placedPurchaseResponse<Row extends PurchaseRow>(placed: PlacedPurchase<Row>, answer: (row: Row) => object): Response {
  if (placed.status === 'payment_unavailable')
    return jsonError(
      503,
      'payment_unavailable',
      'Payments are unavailable just now. Nothing was charged; please try again in a few minutes.',
    )
  const created: PurchaseCreatedAnswer = { clientSecret: placed.clientSecret, amount: placed.row.amountPence, provider: placed.provider }
  return Response.json({ ...created, ...answer(placed.row) }, { status: 201 })
}

/**
 * GET <path>?clientSecret=: how a purchase ended, for the page a payment returns to (it holds only
 * the secret). `answer` adds what the owner says of it; never the secret or a code.
 */
export function purchaseStatusEndpoint<Row extends PurchaseRow>(
  kind: PaidPurchaseKind,
  path: string,
  answer: (row: Row) => object,
): Endpoint {
  return {
    path,
    method: 'get',
    custom: endpointSchemas({ query: purchaseStatusQuery }),
    handler: async (req) => {
      const parsed = readQuery(req, purchaseStatusQuery)
      if (!parsed.ok) return jsonError(400, 'validation_failed', 'The payment reference is missing or malformed')
      const row = (await purchaseByClientSecret(req, kind.collection, parsed.data.clientSecret)) as unknown as Row | null
      if (!row) return jsonError(404, 'purchase_not_found', 'This purchase could not be found')
      return Response.json({ status: purchasePaymentStatus(kind, row), ...answer(row) }, { headers: { 'cache-control': 'no-store' } })
    },
  }
}
