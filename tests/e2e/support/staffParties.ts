import { expect, type APIRequestContext, type Locator } from '@playwright/test'
import { suffix } from './text'

// The Birthday Parties tab's party journeys (issue 39 part 5): a family's inquiry through the
// public form, and staff confirming it in the dashboard's dialog on the first free slot.

export type PartyFamily = { parentName: string; parentEmail: string; childName: string }

/** A party inquiry from the public form (POST /api/party-inquiry) for `children` on Silver. */
export async function postPartyInquiry(
  api: APIRequestContext,
  { date, timeSlot, children }: { date: string; timeSlot: string; children: number },
): Promise<PartyFamily> {
  const family = {
    parentName: `Sam Deskparent${suffix()}`,
    parentEmail: `staff-parties-${suffix()}@test.example`,
    childName: `Ada${suffix()}`,
  }
  const inquiry = await api.post('/api/party-inquiry', {
    data: {
      parentName: family.parentName,
      parentEmail: family.parentEmail,
      parentPhone: '07700 900321',
      childName: family.childName,
      childAge: '8',
      partyDate: date,
      partyTime: timeSlot,
      numberOfChildren: String(children),
      packageType: 'silver',
      inquiryType: 'party_booking',
    },
  })
  expect(inquiry.status(), await inquiry.text()).toBe(201)
  return family
}

/**
 * Presses the open Confirm Party dialog's button on each of `dates` in turn until one is free
 * (another spec's party may hold the slot): the date it was booked on.
 */
export async function confirmOnFreeDate(dialog: Locator, dates: string[]): Promise<string> {
  for (const date of dates) {
    await dialog.getByLabel('Date').fill(date)
    await dialog.getByRole('button', { name: 'Confirm Party' }).click()
    const outcome = await Promise.race([
      dialog
        .waitFor({ state: 'detached', timeout: 15_000 })
        .then(() => 'booked' as const)
        .catch(() => 'neither' as const),
      dialog
        .getByRole('alert')
        .filter({ hasText: 'cannot be booked' })
        .waitFor({ timeout: 15_000 })
        .then(() => 'taken' as const)
        .catch(() => 'neither' as const),
    ])
    if (outcome === 'booked') return date
    expect(outcome, 'the party is booked or its slot is taken').toBe('taken')
  }
  throw new Error(`no free party slot on ${dates.join(', ')}`)
}
