import { formatPence } from '@/lib/money'
import type { DoorParty } from './kioskApi'

/** '1 child', '12 children'. */
export const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** "Maisie's party", or 'The party' when the booking has no child's name. */
export function partyTitle(party: Pick<DoorParty, 'childName'>): string {
  const child = party.childName.trim()
  return child ? `${child}'s party` : 'The party'
}

/** "Welcome to Maisie's party!": the greeting once the party is checked in. */
export function partyWelcome(party: Pick<DoorParty, 'childName'>): string {
  const child = party.childName.trim()
  return child ? `Welcome to ${child}'s party!` : 'Welcome to the party!'
}

/** '12 children and 2 adults': a party's head count at the door. */
export function headCount({ children, adults }: { children: number; adults: number }): string {
  return `${counted(children, 'child', 'children')} and ${counted(adults, 'adult', 'adults')}`
}

/** 'Checked in: 12 children, 2 adults': a checked-in party's card. */
export const checkedInLine = ({ children, adults }: { children: number; adults: number }) =>
  `Checked in: ${counted(children, 'child', 'children')}, ${counted(adults, 'adult', 'adults')}`

/** What the family still owes for the party, said at the door; null when nothing is due. */
export function balanceNote(party: Pick<DoorParty, 'balanceDuePence'>): string | null {
  return party.balanceDuePence > 0 ? `A balance of ${formatPence(party.balanceDuePence)} is due: please see the desk.` : null
}
