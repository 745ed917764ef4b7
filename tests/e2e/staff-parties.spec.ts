import { expect, test, type APIRequestContext, type Page } from './support/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { partyDays } from './support/party'
import { adminHeaders, createStaff, signInToDashboard, type Account } from './support/staff'
import { confirmOnFreeDate, postPartyInquiry, type PartyFamily } from './support/staffParties'
import { suffix } from './support/text'

// Parties at the desk (issue 39 part 5): staff confirm a party with the deposit taken by card or
// with a payment link, take the balance, and cancel; the state badge and money line follow.
// Silver is £16 a child and its seeded deposit £50.
test.describe.configure({ mode: 'serial' })
test.use({ viewport: { width: 1024, height: 768 } })

let api: APIRequestContext
const staff: Account = { email: `parties-${suffix()}@test.example`, password: `desk-${suffix()}-${suffix()}` }
const manager: Account = { email: `parties-admin-${suffix()}@test.example`, password: `desk-${suffix()}-${suffix()}` }
// party-page.spec books shares 0 and 1 of every third party day: these tests share 2.
let dates: string[] = []

test.beforeAll(async ({ playwright }, testInfo) => {
  api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  const admin = await adminHeaders(api)
  await createStaff(api, admin, staff)
  await createStaff(api, admin, manager, 'admin')
  dates = (await partyDays(api)).filter((_, index) => index % 3 === 2)
})

test.afterAll(async () => {
  await api.dispose()
})

async function openPartiesTab(page: Page, account: Account): Promise<void> {
  await signInToDashboard(page, account)
  await page.goto('/admin?tab=parties')
  await expect(page.getByRole('tab', { name: 'Birthday Parties', exact: true })).toHaveAttribute('aria-selected', 'true')
}

/** With E2E_SCREENSHOT_DIR set, a picture of the page for a person to look at. */
async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  if (process.env.E2E_SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.E2E_SCREENSHOT_DIR}/${name}.png`, fullPage })
}

const cardOf = (page: Page, family: PartyFamily) => page.getByRole('article', { name: new RegExp(family.parentName) })

test('staff confirm a party with the deposit taken by card, then take the balance in cash', async ({ page }) => {
  const family = await postPartyInquiry(api, { date: dates[0]!, timeSlot: '2:00 PM - 4:00 PM', children: 12 })
  await openPartiesTab(page, staff)
  const card = cardOf(page, family)
  await card.getByRole('button', { name: 'Confirm Party' }).click()
  const confirm = page.getByRole('dialog', { name: `Confirm ${family.childName}’s party` })
  await expect(confirm.getByLabel('Number of children')).toHaveValue('12')
  await expect(confirm.getByRole('radio', { name: 'E-mail a payment link for the deposit' })).toBeChecked()
  // Only admins may waive the deposit.
  await expect(confirm.getByRole('radio', { name: /waived/ })).toHaveCount(0)
  await confirm.getByRole('radio', { name: 'Deposit taken at the desk: card' }).check()
  await expectNoSeriousA11yViolations(page)
  await screenshot(page, 'staff-parties-confirm-dialog', false)
  await confirmOnFreeDate(confirm, dates)
  await expect(page.getByText(`Confirmation e-mailed to ${family.parentEmail}`)).toBeVisible()

  const booking = card.getByRole('region', { name: `${family.parentName}’s party booking` })
  await expect(booking.getByText('Confirmed', { exact: true })).toBeVisible()
  await expect(booking).toContainText('2:00 PM - 4:00 PM · Silver · 12 children')
  await expect(booking).toContainText('Total £192.00 · Paid £50.00 · Due £142.00')
  await expect(card.getByRole('button', { name: 'Confirm Party' })).toHaveCount(0)
  await expect(booking.getByRole('button', { name: 'Take deposit' })).toHaveCount(0)
  await screenshot(page, 'staff-parties-confirmed')

  // The keyboard alone: open the dialog, choose with the arrow keys, take the payment.
  await booking.getByRole('button', { name: 'Take balance' }).press('Enter')
  const take = page.getByRole('dialog', { name: `Take balance for ${family.childName}’s party` })
  await expect(take).toContainText('£142.00 balance')
  await take.getByRole('button', { name: 'Take £142.00' }).click()
  await expect(take.getByRole('alert')).toHaveText('Choose cash or card')
  await take.getByRole('radio', { name: 'Card (on the desk terminal)' }).press('ArrowDown')
  await expect(take.getByRole('radio', { name: 'Cash' })).toBeChecked()
  await expect(take.getByRole('alert')).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
  await screenshot(page, 'staff-parties-take-balance', false)
  await take.getByRole('button', { name: 'Take £142.00' }).press('Enter')
  await expect(take).toHaveCount(0)
  await expect(page.getByText('Balance Taken', { exact: true })).toBeVisible()
  await expect(booking.getByText('Balance paid', { exact: true })).toBeVisible()
  await expect(booking).toContainText('Total £192.00 · Paid £192.00 · Due £0.00')
  await expect(booking.getByRole('button', { name: 'Take balance' })).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)

  // Staff without the refund permission are not offered a refund when cancelling.
  await booking.getByRole('button', { name: 'Cancel party' }).click()
  const cancel = page.getByRole('dialog', { name: `Cancel ${family.childName}’s party` })
  await expect(cancel).toContainText('£192.00 has been paid and is kept. Only an admin, or staff an admin has allowed')
  await expect(cancel.getByRole('checkbox')).toHaveCount(0)
  await cancel.getByRole('button', { name: 'Keep the party' }).click()
  await expect(cancel).toHaveCount(0)
  await expect(booking.getByText('Balance paid', { exact: true })).toBeVisible()
})

test('an admin confirms a party with a payment link, finds it on the calendar and cancels it', async ({ page }) => {
  const family = await postPartyInquiry(api, { date: dates[0]!, timeSlot: '4:00 PM - 6:00 PM', children: 10 })
  await openPartiesTab(page, manager)
  const card = cardOf(page, family)
  await card.getByRole('button', { name: 'Confirm Party' }).click()
  const confirm = page.getByRole('dialog', { name: `Confirm ${family.childName}’s party` })
  // An admin may waive the deposit, with a reason; this party takes the link.
  await confirm.getByRole('radio', { name: /Deposit waived/ }).check()
  await expect(confirm.getByLabel('Why is the deposit waived?')).toBeVisible()
  await confirm.getByRole('radio', { name: 'E-mail a payment link for the deposit' }).check()
  await expect(confirm.getByLabel('Why is the deposit waived?')).toHaveCount(0)
  const date = await confirmOnFreeDate(confirm, dates)
  await expect(
    page.getByText(new RegExp(`Party held until .+; deposit link \\(£50\\.00\\) e-mailed to ${family.parentEmail}`)),
  ).toBeVisible()

  const booking = card.getByRole('region', { name: `${family.parentName}’s party booking` })
  await expect(booking.getByText('Provisional', { exact: true })).toBeVisible()
  await expect(booking).toContainText('Total £160.00 · Paid £0.00 · Due £160.00')
  await expect(booking).toContainText(/Deposit £50\.00 due by \w+day \d+ \w+ \d{4} at \d+:\d{2} [AP]M/)
  await expect(booking.getByRole('button', { name: 'Take deposit' })).toBeVisible()
  await expect(card.getByRole('button', { name: 'Confirm Party' })).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
  await screenshot(page, 'staff-parties-tab')

  // The day in the Booking Calendar has the party with its state and the same actions.
  await page.getByRole('tab', { name: 'Booking Calendar', exact: true }).click()
  const today = await page.evaluate(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date()))
  if (date.slice(0, 7) !== today.slice(0, 7)) await page.getByRole('button', { name: 'Next month →' }).click()
  await page.locator(`button[data-date="${date}"]`).click()
  const day = page.getByRole('region', { name: /\d{4}$/ })
  const party = day.getByRole('listitem').filter({ hasText: family.childName })
  await expect(party.getByText('Provisional', { exact: true })).toBeVisible()
  await expect(party).toContainText('4:00 PM - 6:00 PM')
  await expect(party).toContainText('Deposit £50.00 due by')
  await expectNoSeriousA11yViolations(page)
  await screenshot(page, 'staff-parties-calendar-day')

  await party.getByRole('button', { name: 'Cancel party' }).click()
  const cancel = page.getByRole('dialog', { name: `Cancel ${family.childName}’s party` })
  await expect(cancel).toContainText('Nothing has been paid, so there is nothing to refund.')
  await cancel.getByRole('button', { name: 'Cancel party' }).click()
  await expect(cancel.getByRole('alert')).toHaveText('Please give a reason')
  await cancel.getByLabel('Reason (kept in the audit log)').fill('The family booked elsewhere')
  await expectNoSeriousA11yViolations(page)
  await screenshot(page, 'staff-parties-cancel-dialog', false)
  await cancel.getByRole('button', { name: 'Cancel party' }).click()
  await expect(cancel).toHaveCount(0)
  await expect(page.getByText('Party cancelled; nothing refunded. The family is e-mailed.')).toBeVisible()
  await expect(day.getByRole('listitem').filter({ hasText: family.childName })).toHaveCount(0)

  // Back on the inquiry: cancelled, and the party may be booked again.
  await page.getByRole('tab', { name: 'Birthday Parties', exact: true }).click()
  await expect(booking.getByText('Cancelled', { exact: true })).toBeVisible()
  await expect(booking).toContainText('Total £160.00 · Paid £0.00')
  await expect(booking.getByRole('button')).toHaveCount(0)
  await expect(card.getByRole('button', { name: 'Confirm Party' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await screenshot(page, 'staff-parties-cancelled')
})
