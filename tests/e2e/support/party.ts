import { expect, type APIRequestContext } from '@playwright/test'
import { ordinaryDays } from './days'
import { createStaff } from './staff'
import { suffix } from './text'

// A party booked the way staff book one (issue 39), through the real API: the family's inquiry,
// then staff confirm it with a deposit link, which makes it provisional until the deposit is paid.

export const PARTY_SLOT = '12:00 PM - 2:00 PM'

export type ProvisionalParty = { partyId: number; manageUrl: string; date: string; childName: string; parentEmail: string }

/** A new staff account, signed in through the API: its bearer header. */
export async function staffHeaders(api: APIRequestContext, admin: Record<string, string>): Promise<Record<string, string>> {
  const account = { email: `party-desk-${suffix()}@test.example`, password: `desk-${suffix()}-${suffix()}` }
  await createStaff(api, admin, account)
  const login = await api.post('/api/users/login', { data: account })
  expect(login.ok(), await login.text()).toBe(true)
  return { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
}

/** Open ordinary days (nothing blocked, no event) 9 to 28 days ahead: after every party cut-off, inside the one-month booking window. */
export async function partyDays(api: APIRequestContext): Promise<string[]> {
  const days = await ordinaryDays(api, { fromDays: 9, spanDays: 19, unrestricted: true })
  expect(days.length, 'open days two to four weeks ahead').toBeGreaterThanOrEqual(6)
  return days
}

type InquiryRow = { id: number; email: string; inquiryType: string }

/**
 * The family's inquiry (POST /api/party-inquiry, the public form), found in the staff list and
 * confirmed on the first of `dates` whose party slot is free, with a deposit link.
 */
export async function provisionalParty(
  api: APIRequestContext,
  staff: Record<string, string>,
  { dates, children = 12 }: { dates: string[]; children?: number },
): Promise<ProvisionalParty> {
  const parentEmail = `party-page-${suffix()}@test.example`
  const childName = `Robin${suffix()}`
  const inquiry = await api.post('/api/party-inquiry', {
    data: {
      parentName: 'Alex Partyparent',
      parentEmail,
      parentPhone: '07700 900456',
      childName,
      childAge: '6',
      partyDate: dates[0],
      partyTime: PARTY_SLOT,
      numberOfChildren: String(children),
      packageType: 'silver',
      dietaryRequirements: 'One nut allergy',
      inquiryType: 'party_booking',
    },
  })
  expect(inquiry.status(), await inquiry.text()).toBe(201)

  // Party inquiries are listed with the birthday ones; GET /api/admin/inquiries has the contact messages only.
  const listed = await api.get('/api/admin/birthday-inquiries', { headers: staff })
  expect(listed.ok(), await listed.text()).toBe(true)
  const { inquiries } = (await listed.json()) as { inquiries: InquiryRow[] }
  const id = inquiries.find((row) => row.email === parentEmail && row.inquiryType === 'party_booking')?.id
  expect(id, 'the inquiry is in the staff list').toBeTruthy()

  for (const date of dates) {
    const confirmed = await api.post(`/api/admin/inquiries/${id}/confirm-party`, {
      // A key of its own per attempt, should the endpoint ask for one.
      headers: { ...staff, 'Idempotency-Key': `party-page-${suffix()}-${suffix()}` },
      data: { date, timeSlot: PARTY_SLOT, packageKey: 'silver', deposit: 'link' },
    })
    const text = await confirmed.text()
    // Another test's party on that slot: the next day.
    if (confirmed.status() === 409 && text.includes('slot_taken')) continue
    expect(confirmed.ok(), text).toBe(true)
    const answer = JSON.parse(text) as { partyId: number; manageUrl: string }
    expect(answer.manageUrl).toMatch(/^\/manage-party\?token=/)
    return { partyId: answer.partyId, manageUrl: answer.manageUrl, date, childName, parentEmail }
  }
  throw new Error(`no free ${PARTY_SLOT} party slot on ${dates.join(', ')}`)
}
