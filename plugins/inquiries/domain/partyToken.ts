import { createHmac, timingSafeEqual } from 'node:crypto'
import { addBusinessDays } from '@/lib/time/businessDate'

/** A party's link works until this many days after the party (its receipts and refunds stay readable). */
export const PARTY_LINK_DAYS_AFTER = 60

const EPOCH_DAY = /^\d{4}-\d{2}-\d{2}$/

const sign = (secret: string, partyId: number, lastDay: string) =>
  createHmac('sha256', secret).update(`manage-party:${partyId}:${lastDay}`).digest('base64url').slice(0, 32)

/**
 * The link in every party e-mail: the party's id, the last day it works and an HMAC of both, so
 * only someone who received the e-mail can open the party, and only until then. Nothing is stored.
 */
export function partyToken(secret: string, partyId: number, partyDate: string): string {
  const lastDay = addBusinessDays(partyDate, PARTY_LINK_DAYS_AFTER)
  return `${partyId}.${lastDay.replaceAll('-', '')}.${sign(secret, partyId, lastDay)}`
}

export type PartyTokenCheck = { status: 'valid'; partyId: number } | { status: 'invalid' } | { status: 'expired'; partyId: number }

/** The party a token was made for; a forged or malformed one is invalid, a genuine one past its day expired. */
export function verifyPartyToken(secret: string, token: string, today: string): PartyTokenCheck {
  const match = /^([1-9][0-9]{0,9})\.(\d{8})\.([A-Za-z0-9_-]{32})$/.exec(token)
  if (!match) return { status: 'invalid' }
  const partyId = Number(match[1])
  const digits = match[2]!
  const lastDay = `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6)}`
  if (!EPOCH_DAY.test(lastDay)) return { status: 'invalid' }
  const expected = Buffer.from(sign(secret, partyId, lastDay))
  const given = Buffer.from(match[3]!)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { status: 'invalid' }
  return today > lastDay ? { status: 'expired', partyId } : { status: 'valid', partyId }
}

export const partyPagePath = (token: string) => `/manage-party?token=${encodeURIComponent(token)}`
