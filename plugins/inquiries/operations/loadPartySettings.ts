import type { PayloadRequest } from 'payload'
import { DEFAULT_PARTY_SETTINGS, type PartySettings } from '../domain/partySettings'
import { PARTY_SETTINGS_SLUG } from '../types'

/** Party settings from the CMS; a venue that never saved them reads the defaults. */
export async function loadPartySettings(req: PayloadRequest): Promise<PartySettings> {
  const saved = await req.payload.findGlobal({ slug: PARTY_SETTINGS_SLUG, depth: 0, req, overrideAccess: true })
  const number = (value: number | null | undefined, fallback: number) => (typeof value === 'number' && value >= 0 ? value : fallback)
  const D = DEFAULT_PARTY_SETTINGS
  return {
    packageTerms: saved.updatedAt
      ? (saved.packageTerms ?? []).map((row) => ({
          packageKey: row.packageKey,
          depositPence: row.depositPence,
          minChildren: row.minChildren,
          maxChildren: row.maxChildren,
        }))
      : D.packageTerms,
    defaultDepositPence: number(saved.defaultDepositPence, D.defaultDepositPence),
    depositHoldDays: number(saved.depositHoldDays, D.depositHoldDays),
    changesCloseDaysBefore: number(saved.changesCloseDaysBefore, D.changesCloseDaysBefore),
    depositRefundableDaysBefore: number(saved.depositRefundableDaysBefore, D.depositRefundableDaysBefore),
    roomCapacity: number(saved.roomCapacity, D.roomCapacity) || D.roomCapacity,
    cancellationTerms: saved.cancellationTerms?.trim() || D.cancellationTerms,
    whatToBring: saved.whatToBring?.trim() ?? D.whatToBring,
    arriveMinutesBefore: number(saved.arriveMinutesBefore, D.arriveMinutesBefore),
  }
}
