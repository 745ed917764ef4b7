import type { PayloadRequest } from 'payload'
import { recordAudit } from '@plugins/audit'
import { spendPartyReward } from '@plugins/loyalty'
import type { Party } from '@/payload-types'
import { inTransaction } from '@/lib/db/transaction'
import { beforeParty, changesCloseAfter, onOrBefore } from '../domain/partyDeadlines'
import type { PartyChangesInput } from '../domain/partyPageApi'
import { childLimits } from '../domain/partyPrice'
import { termsFor } from '../domain/partySettings'
import { PARTIES_SLUG } from '../types'
import { loadPartySettings } from './loadPartySettings'
import { lockedParty, partyInquiry } from './lockedParty'
import { payOutClaimedRefunds, type ClaimedRefund } from './partyRefunds'
import { isOpen } from './partyView'
import { repriceParty } from './repriceParty'

export type PartyChangeResult =
  | { status: 'changed'; party: Party }
  | { status: 'not_found' }
  | {
      status: 'refused'
      code: 'changes_closed' | 'children_out_of_range' | 'reward_not_valid' | 'reward_already_used' | 'reward_already_applied'
      message: string
    }

/**
 * The family changes the number of children, the food and the dietary notes from the party page,
 * until the set number of days before: under the party's lock, within the package's limits, the
 * price recomputed here (what they typed is never a price).
 */
export async function changeParty(
  req: PayloadRequest,
  partyId: number,
  input: Required<PartyChangesInput>,
  now: Date = new Date(),
): Promise<PartyChangeResult> {
  const claims: ClaimedRefund[] = []
  const result = await inTransaction(req, async (): Promise<PartyChangeResult> => {
    const party = await lockedParty(req, partyId)
    if (!party) return { status: 'not_found' }
    const settings = await loadPartySettings(req)
    if (!isOpen(party) || !beforeParty(now, party) || !onOrBefore(now, changesCloseAfter(party.date, settings.changesCloseDaysBefore)))
      return {
        status: 'refused',
        code: 'changes_closed',
        message: 'Changes are closed this close to the party. Please call us and we will help.',
      }
    const limits = childLimits(termsFor(settings, party.packageKey), settings.roomCapacity, party.exclusiveUse === true)
    if (input.children < limits.min || input.children > limits.max)
      return {
        status: 'refused',
        code: 'children_out_of_range',
        message: `${party.packageName} is for ${limits.min} to ${limits.max} children. For more, please call us.`,
      }
    const repriced = await repriceParty(req, party, {
      children: input.children,
      foodChoices: input.foodChoices,
      dietaryNotes: input.dietaryNotes,
    })
    claims.push(...repriced.claims)
    await recordAudit(req, {
      action: 'party_changed',
      summary: `The family changed the party on ${party.date}: ${input.children} children`,
      entity: PARTIES_SLUG,
      recordId: party.id,
      before: { children: party.children, totalPence: party.totalPence },
      after: { children: input.children, totalPence: repriced.party.totalPence },
    })
    return { status: 'changed', party: repriced.party }
  })
  await payOutClaimedRefunds(req.payload, claims)
  return result
}

/** A loyalty member's redeemed party reward, spent on the party (once) and taken off its price. */
export async function applyPartyReward(
  req: PayloadRequest,
  partyId: number,
  code: string,
  now: Date = new Date(),
): Promise<PartyChangeResult> {
  const claims: ClaimedRefund[] = []
  const result = await inTransaction(req, async (): Promise<PartyChangeResult> => {
    const party = await lockedParty(req, partyId)
    if (!party) return { status: 'not_found' }
    if (!isOpen(party) || !beforeParty(now, party))
      return { status: 'refused', code: 'changes_closed', message: 'This party can no longer be changed online. Please call us.' }
    if (party.discountCode)
      return { status: 'refused', code: 'reward_already_applied', message: 'A reward is already applied to this party.' }
    const inquiry = await partyInquiry(req, party)
    const spent = await spendPartyReward(req, { code, email: inquiry?.email ?? '' })
    if (spent.status === 'refused') return spent
    const repriced = await repriceParty(req, party, { discountCode: spent.code, discountPercent: spent.percent })
    claims.push(...repriced.claims)
    await recordAudit(req, {
      action: 'party_reward_applied',
      summary: `${spent.rewardTitle} (${spent.code}) applied to the party on ${party.date}`,
      entity: PARTIES_SLUG,
      recordId: party.id,
      before: { totalPence: party.totalPence },
      after: { totalPence: repriced.party.totalPence, discountPence: repriced.party.discountPence },
    })
    return { status: 'changed', party: repriced.party }
  })
  await payOutClaimedRefunds(req.payload, claims)
  return result
}
