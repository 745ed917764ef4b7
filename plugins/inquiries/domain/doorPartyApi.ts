import { z } from 'zod'

/** A party at the door today (the kiosk's search and its party check-in; the staff Checked In tab). */
export type DoorParty = {
  id: number
  reference: string
  childName: string
  parentName: string
  timeSlot: string
  packageName: string
  /** Children the party is booked and priced for. */
  bookedChildren: number
  status: 'expected' | 'arrived'
  checkedIn: { children: number; adults: number; at: string } | null
  /** Still to pay; the kiosk sends the family to the desk for it. */
  balanceDuePence: number
  /** From when the party can check in at the door (an instant): half an hour before its start. */
  checkInOpensAt: string
  /** When the party's slot ends (an instant): its guests count as inside until then. */
  endsAt: string
}

/** How early before its start a party can check in at the door. */
export const PARTY_CHECK_IN_OPENS_MINUTES = 30

const headCount = (what: string) =>
  z
    .number({ error: `Please enter the number of ${what}` })
    .int(`Please enter a whole number of ${what}`)
    .min(0)
    .max(500, `At most 500 ${what}`)

// POST /api/check-in/party-check-in
export const partyCheckInSchema = z
  .object({
    partyId: z.number({ error: 'A party is required' }).int().positive().max(2_147_483_647),
    children: headCount('children'),
    adults: headCount('adults'),
  })
  .refine((value) => value.children + value.adults > 0, { path: ['children'], message: 'Please enter how many are arriving' })
export type PartyCheckInInput = z.input<typeof partyCheckInSchema>

export type PartyCheckInAnswer = { success: true; party: DoorParty; message: string; alreadyCheckedIn: boolean }
