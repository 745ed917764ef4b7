import type { ConfirmPartyAnswer, StaffParty } from '@plugins/inquiries/contract'
import { formatPence } from '@/lib/money'
import { venueDateTimeText } from '@/lib/time/formatDate'

/** The party's state as the badge colours it: a confirmed party with nothing left to pay is "paid". */
export type PartyTone = 'provisional' | 'confirmed' | 'paid' | 'lapsed' | 'cancelled'

export function partyTone(party: StaffParty): PartyTone {
  if (party.status === 'confirmed') return party.balanceDuePence === 0 ? 'paid' : 'confirmed'
  return party.status
}

/** Provisional and confirmed parties hold their slot and can be paid towards or cancelled. */
export const isOpenParty = (party: StaffParty) => party.status === 'provisional' || party.status === 'confirmed'

/** "Total £192.00 · Paid £50.00 · Due £142.00"; a closed party has nothing due, only what was kept. */
export function moneyLine(party: StaffParty): string {
  const parts = [`Total ${formatPence(party.totalPence)}`, `Paid ${formatPence(party.paidPence)}`]
  if (isOpenParty(party)) parts.push(`Due ${formatPence(party.balanceDuePence)}`)
  return parts.join(' · ')
}

/** An instant on the venue's clock: "Friday 4 December 2026 at 10:00 AM". */
export const dueByText = (instant: string) => venueDateTimeText(instant)

/** The possessive the dialogs use: "Robin’s party", or "the party" when the child's name is not known. */
export const partyOf = (childName: string) => (childName ? `${childName}’s party` : 'the party')

export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** POST /api/admin/inquiries/:id/confirm-party's answer (the fields the dialog reads). */
export type { ConfirmPartyAnswer }

/** The toast after confirming: a held party says until when and where the link went; a confirmed one, as before. */
export function confirmedToast(answer: ConfirmPartyAnswer, what: string): { title: string; description: string } {
  if (answer.status === 'provisional')
    return {
      title: 'Party Held',
      description: `${what}. Party held until ${answer.depositDueBy ? dueByText(answer.depositDueBy) : 'the deposit is paid'}; deposit link (${formatPence(answer.depositPence)}) e-mailed to ${answer.emailedTo}.`,
    }
  return { title: 'Party Confirmed', description: `${what}. Confirmation e-mailed to ${answer.emailedTo}.` }
}
