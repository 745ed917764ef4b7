import { expect, type APIRequestContext } from '@playwright/test'
import { londonToday } from './clock'
import { PARTY_SLOT } from './party'
import { suffix } from './text'

// Birthday parties at the door today (issue 39, part 5), booked through the real API: the family's
// inquiry, then staff confirm it for today with the deposit taken by card, so it is confirmed at once.

/** A party slot as the CMS lists it, with its start and end as minutes since midnight (London). */
export type PartySlot = { label: string; start: number; end: number }

/** Minutes since midnight as the site writes a time: 570 -> '9:30 AM', 1265 -> '9:05 PM'. */
export function clockLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  const hour12 = hours % 12 === 0 ? 12 : hours % 12
  return `${hour12}:${String(minutes % 60).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`
}

export const partySlot = (start: number, end: number): PartySlot => ({ label: `${clockLabel(start)} - ${clockLabel(end)}`, start, end })

type PartyPageSlots = { timeSlots?: { id?: string; label: string }[] | null }

/**
 * Adds `slots` to the party page's time slots (CMS content staff edit) and answers the call that
 * puts the page's own slots back. Staff confirm a party only on one of these slots.
 */
export async function addPartySlots(
  api: APIRequestContext,
  admin: Record<string, string>,
  slots: PartySlot[],
): Promise<() => Promise<void>> {
  const page = await api.get('/api/globals/party-page?depth=0', { headers: admin })
  expect(page.ok(), await page.text()).toBe(true)
  const original = (((await page.json()) as PartyPageSlots).timeSlots ?? []).map(({ label }) => ({ label }))
  const save = async (timeSlots: { label: string }[]) => {
    const saved = await api.post('/api/globals/party-page', { headers: admin, data: { timeSlots } })
    expect(saved.ok(), await saved.text()).toBe(true)
  }
  await save([...original, ...slots.map(({ label }) => ({ label }))])
  return () => save(original)
}

export type TodaysParty = {
  partyId: number
  childName: string
  parentName: string
  slot: PartySlot
  children: number
  balancePence: number
}

type InquiryRow = { id: number; email: string; inquiryType: string }

/** The family's party inquiry (the public form), found in the staff list and confirmed for today on `slot`, deposit paid by card. */
export async function confirmedPartyToday(
  api: APIRequestContext,
  staff: Record<string, string>,
  { childName, parentName, slot, children = 12 }: { childName: string; parentName: string; slot: PartySlot; children?: number },
): Promise<TodaysParty> {
  const parentEmail = `door-party-${suffix()}@test.example`
  const today = londonToday()
  const inquiry = await api.post('/api/party-inquiry', {
    data: {
      parentName,
      parentEmail,
      parentPhone: '07700 900456',
      childName,
      childAge: '6',
      partyDate: today,
      partyTime: PARTY_SLOT,
      numberOfChildren: String(children),
      packageType: 'silver',
      inquiryType: 'party_booking',
    },
  })
  expect(inquiry.status(), await inquiry.text()).toBe(201)

  const listed = await api.get('/api/admin/birthday-inquiries', { headers: staff })
  expect(listed.ok(), await listed.text()).toBe(true)
  const { inquiries } = (await listed.json()) as { inquiries: InquiryRow[] }
  const id = inquiries.find((row) => row.email === parentEmail && row.inquiryType === 'party_booking')?.id
  expect(id, 'the inquiry is in the staff list').toBeTruthy()

  const confirmed = await api.post(`/api/admin/inquiries/${id}/confirm-party`, {
    headers: { ...staff, 'Idempotency-Key': `door-party-${suffix()}-${suffix()}` },
    data: { date: today, timeSlot: slot.label, packageKey: 'silver', children, deposit: 'card' },
  })
  expect(confirmed.ok(), await confirmed.text()).toBe(true)
  const answer = (await confirmed.json()) as { status: string; partyId: number; totalPence: number; depositPence: number }
  expect(answer.status).toBe('confirmed')
  return { partyId: answer.partyId, childName, parentName, slot, children, balancePence: answer.totalPence - answer.depositPence }
}

export type PartyRecord = { checkedInAt?: string | null; checkedInChildren?: number | null; checkedInAdults?: number | null }

/** The party as staff read it in the admin: whether, and with how many, it was checked in. */
export async function readParty(api: APIRequestContext, admin: Record<string, string>, partyId: number): Promise<PartyRecord> {
  const party = await api.get(`/api/parties/${partyId}?depth=0`, { headers: admin })
  expect(party.ok(), await party.text()).toBe(true)
  return (await party.json()) as PartyRecord
}
