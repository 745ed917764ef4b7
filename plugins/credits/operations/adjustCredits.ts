import type { PayloadRequest } from 'payload'
import { normalizeEmail } from '@plugins/verification'
import { CREDIT_LEDGER_SLUG } from '../types'
import { creditBalance, lockCredits } from './creditLedger'

export type CreditAdjustment =
  | { status: 'adjusted'; balance: number; ledgerRowId: number }
  | { status: 'refused'; code: 'credits_too_few'; message: string; balance: number }

/**
 * Staff add credits to an address (goodwill, a visit to make up for) or take some off (a
 * correction), inside the caller's transaction, under the address's credits lock. Never below
 * zero. A credit added is a gift outside the packs (creditPacks): a pack's refund is of its own
 * unused paid credits, so goodwill never turns into money. The reason is in the caller's audit entry, not
 * in the ledger, which keeps no words about the family.
 */
export async function adjustCredits(req: PayloadRequest, { email, delta }: { email: string; delta: number }): Promise<CreditAdjustment> {
  if (!req.transactionID) throw new Error('adjustCredits must run inside a transaction')
  const address = normalizeEmail(email)
  await lockCredits(req, address)
  const balance = await creditBalance(req, address)
  if (balance + delta < 0)
    return {
      status: 'refused',
      code: 'credits_too_few',
      message: `This family has ${balance} session credit${balance === 1 ? '' : 's'}: at most ${balance} can be taken off.`,
      balance,
    }
  const row = await req.payload.create({
    collection: CREDIT_LEDGER_SLUG,
    data: { email: address, delta, reason: 'adjustment', note: delta > 0 ? 'Added by staff' : 'Taken off by staff' },
    req,
    overrideAccess: true,
  })
  return { status: 'adjusted', balance: balance + delta, ledgerRowId: row.id }
}
