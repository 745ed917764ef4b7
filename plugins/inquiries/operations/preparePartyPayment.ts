import type { PayloadRequest } from 'payload'
import { clientSecretHash, paymentProvider } from '@plugins/payments'
import type { Party, PartyPayment } from '@/payload-types'
import { inTransaction } from '@/lib/db/transaction'
import type { PartyPaymentStage } from '../domain/partyPageApi'
import { balanceDue, moneyOf } from '../domain/partyPrice'
import { beforeParty } from '../domain/partyDeadlines'
import { PARTY_PAYMENT_PURPOSE, PARTY_PAYMENTS_SLUG } from '../types'
import { lockedParty, partyInquiry } from './lockedParty'

export type PreparedPartyPayment =
  | { status: 'ready'; clientSecret: string; provider: string; amountPence: number; party: Party }
  | { status: 'refused'; code: 'nothing_due' | 'deposit_lapsed' | 'party_cancelled' | 'payment_in_progress'; message: string }
  | { status: 'not_found' }
  | { status: 'payment_unavailable' }

type Decided = { status: 'refused'; code: 'nothing_due' | 'deposit_lapsed' | 'party_cancelled'; message: string } | { status: 'not_found' }

/**
 * The payment of a party's deposit or balance. Under the party's lock the amount is what is due
 * now; an open payment for that amount is reused (two tabs pay once), one for another amount (the
 * numbers changed) is superseded and its intent cancelled after the commit. The provider is asked
 * only after the commit, with the row's own key, so a retry gets the same intent.
 */
export async function preparePartyPayment(
  req: PayloadRequest,
  partyId: number,
  stage: PartyPaymentStage,
  now: Date = new Date(),
): Promise<PreparedPartyPayment> {
  const superseded: string[] = []
  const decided = await inTransaction(req, async (): Promise<{ party: Party; row: PartyPayment } | Decided> => {
    const party = await lockedParty(req, partyId)
    if (!party) return { status: 'not_found' }
    const refusal = refuse(party, stage, now)
    if (refusal) return refusal
    const amountPence = stage === 'deposit' ? (party.depositPence ?? 0) : balanceDue(moneyOf(party))
    if (amountPence <= 0) return { status: 'refused', code: 'nothing_due', message: 'Nothing is due for this party just now.' }
    const { docs: open } = await req.payload.find({
      collection: PARTY_PAYMENTS_SLUG,
      where: { and: [{ party: { equals: partyId } }, { stage: { equals: stage } }, { status: { equals: 'pending' } }] },
      depth: 0,
      limit: 20,
      req,
      overrideAccess: true,
    })
    let reuse: PartyPayment | null = null
    for (const row of open as PartyPayment[]) {
      if (!reuse && row.amountPence === amountPence) {
        reuse = row
        continue
      }
      await req.payload.update({ collection: PARTY_PAYMENTS_SLUG, id: row.id, data: { status: 'superseded' }, req, overrideAccess: true })
      if (row.paymentReference) superseded.push(row.paymentReference)
    }
    if (reuse) return { party, row: reuse }
    const inquiry = await partyInquiry(req, party)
    const row = (await req.payload.create({
      collection: PARTY_PAYMENTS_SLUG,
      data: {
        party: partyId,
        stage,
        method: 'online',
        amountPence,
        status: 'pending',
        payerName: inquiry?.name ?? '',
        payerEmail: inquiry?.email ?? null,
      },
      req,
      overrideAccess: true,
    })) as PartyPayment
    return { party, row }
  })
  await cancelIntents(req, superseded)
  if (!('row' in decided)) return decided
  return createOrReuseIntent(req, decided.party, decided.row, stage)
}

function refuse(party: Party, stage: PartyPaymentStage, now: Date): Decided | null {
  if (party.status === 'cancelled') return { status: 'refused', code: 'party_cancelled', message: 'This party is cancelled.' }
  if (party.status === 'lapsed' || (party.status === 'provisional' && party.depositDueBy && new Date(party.depositDueBy) <= now))
    return {
      status: 'refused',
      code: 'deposit_lapsed',
      message: 'The deposit was not paid in time and the slot was released. Please call us.',
    }
  if (stage === 'deposit' && party.status !== 'provisional')
    return { status: 'refused', code: 'nothing_due', message: 'The deposit for this party is already settled.' }
  if (stage === 'balance' && party.status !== 'confirmed')
    return { status: 'refused', code: 'nothing_due', message: 'Please pay the deposit first.' }
  if (!beforeParty(now, party)) return { status: 'refused', code: 'nothing_due', message: 'The party has started: please pay at the desk.' }
  return null
}

async function createOrReuseIntent(
  req: PayloadRequest,
  party: Party,
  row: PartyPayment,
  stage: PartyPaymentStage,
): Promise<PreparedPartyPayment> {
  const provider = paymentProvider(req.payload)
  try {
    if (row.paymentReference && row.paymentProvider === provider.name) {
      const known = await provider.retrieveIntent(row.paymentReference).catch(() => null)
      if (known?.status === 'processing' || known?.status === 'succeeded')
        return {
          status: 'refused',
          code: 'payment_in_progress',
          message: 'This payment is already under way. Refresh the page in a minute.',
        }
      if (known?.clientSecret && known.status === 'requires_payment')
        return { status: 'ready', clientSecret: known.clientSecret, provider: provider.name, amountPence: row.amountPence, party }
    }
    const intent = await provider.createIntent({
      amountPence: row.amountPence,
      idempotencyKey: `party-payment-${row.id}`,
      metadata: { purpose: PARTY_PAYMENT_PURPOSE, partyPaymentId: String(row.id) },
      description: `${party.packageName} party ${stage}, ${party.date}`,
      receiptEmail: row.payerEmail ?? null,
    })
    if (!intent.clientSecret) return { status: 'payment_unavailable' }
    if (row.paymentReference !== intent.id) {
      await req.payload.update({
        collection: PARTY_PAYMENTS_SLUG,
        id: row.id,
        data: { paymentProvider: provider.name, paymentReference: intent.id, clientSecretHash: clientSecretHash(intent.clientSecret) },
        overrideAccess: true,
      })
    }
    return { status: 'ready', clientSecret: intent.clientSecret, provider: provider.name, amountPence: row.amountPence, party }
  } catch (error) {
    req.payload.logger.error({ err: error, partyPayment: row.id, msg: 'a party payment could not be prepared' })
    return { status: 'payment_unavailable' }
  }
}

/** Intents of superseded or released payments are cancelled after the commit; one already paid is refunded by its event instead. */
export async function cancelIntents(req: PayloadRequest, intentIds: string[]): Promise<void> {
  const provider = paymentProvider(req.payload)
  for (const intentId of intentIds) {
    await provider.cancelIntent(intentId).catch((error: unknown) => {
      req.payload.logger.warn({ err: error, intent: intentId, msg: 'a party payment intent could not be cancelled' })
    })
  }
}
