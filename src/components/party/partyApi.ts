import type { PartyStatus, PartyView, PartyViewAnswer } from '@plugins/inquiries/contract'
import { apiRequest } from '@/lib/http/apiRequest'
import { businessDate } from '@/lib/time/businessDate'
import { longDate, venueDateTimeText } from '@/lib/time/formatDate'

// The party page's calls (plugins/inquiries/domain/partyPageApi.ts): the server's own types and schemas.
export {
  PARTY_PAGE_MESSAGES,
  partyChangesSchema,
  partyRewardSchema,
  type PartyChangesInput,
  type PartyPaymentAnswer,
  type PartyPaymentStage,
  type PartyStatus,
  type PartyView,
  type PartyViewAnswer,
} from '@plugins/inquiries/contract'

/** The swr key of GET /api/parties/view for a link's token. */
export const partyViewPath = (token: string) => `/api/parties/view?token=${encodeURIComponent(token)}`

/** Every POST of the page answers the party as it now stands (or a payment with it). */
export const postParty = <T = PartyViewAnswer>(path: 'pay' | 'change' | 'cancel' | 'reward', body: Record<string, unknown>) =>
  apiRequest<T>('POST', `/api/parties/${path}`, body)

const BUSINESS_DATE = /^\d{4}-\d{2}-\d{2}$/

/** A business date ('Saturday 6 June 2026') or an instant on the venue's clock ('... at 5:00 PM'). */
export function whenText(value: string): string {
  return BUSINESS_DATE.test(value) ? longDate(value) : venueDateTimeText(value)
}

/** Whether a business date (or instant) is still ahead or today at the venue. */
export function notYetPast(value: string, now: Date = new Date()): boolean {
  return BUSINESS_DATE.test(value) ? businessDate(now) <= value : now.getTime() <= new Date(value).getTime()
}

export const STATUS_TEXT: Record<PartyStatus, string> = {
  provisional: 'Provisional: deposit due',
  confirmed: 'Confirmed',
  lapsed: 'Slot released: deposit not paid',
  cancelled: 'Cancelled',
}

/** Still owed at the given stage: what the page waits for after a payment. */
export function stageDue(party: PartyView, stage: 'deposit' | 'balance'): boolean {
  if (stage === 'deposit') return party.status === 'provisional' && party.deposit.due
  return party.balanceDuePence > 0
}

/** 'tel:' address of the venue's phone number as written. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`
