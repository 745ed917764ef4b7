import { databasePool } from '@/lib/db/pool'
import type { Contributions } from '@/lib/plugins/contributions'
import { eraseCreditsPersonalData } from '../operations/eraseCredits'
import { CREDIT_LEDGER_SLUG, CREDIT_PURCHASES_SLUG } from '../types'

/** The credits plugin's part of a person's data (issue 27, ADR 0021): packs and ledger rows by the address. */
export const creditsPersonalData: Partial<Contributions> = {
  erasure: [
    {
      plugin: 'credits',
      labels: { creditPurchases: 'Credit packs', creditLedgerRows: 'Credit ledger rows', creditsClosed: 'Unspent credits closed' },
      erase: async (req, { address, replacement }) => {
        const credits = await eraseCreditsPersonalData(req, address, replacement)
        return {
          counts: {
            creditPurchases: credits.purchaseIds.length,
            creditLedgerRows: credits.ledgerRows,
            creditsClosed: credits.creditsClosed,
          },
          // Balance adjustments at the desk (the staff plugin's) are recorded against a ledger row or the member.
          records: [
            { entity: CREDIT_PURCHASES_SLUG, ids: credits.purchaseIds },
            { entity: CREDIT_LEDGER_SLUG, ids: credits.ledgerIds },
          ],
        }
      },
    },
  ],
  export: [
    {
      plugin: 'credits',
      export: async (payload, { address }) => {
        const pool = databasePool(payload)
        const [purchases, ledger] = await Promise.all([
          pool.query<Record<string, unknown>>(
            `select id, customer_name, customer_email, customer_phone, credits, amount_pence, savings_pence, status, paid_at, created_at
               from credit_purchases where lower(customer_email) = $1 order by created_at`,
            [address],
          ),
          pool.query<Record<string, unknown>>(
            'select delta, reason, purchase_id, booking_id, note, created_at from credit_ledger where lower(email) = $1 order by created_at',
            [address],
          ),
        ])
        return { sections: { credits: { purchases: purchases.rows, ledger: ledger.rows } } }
      },
    },
  ],
}
