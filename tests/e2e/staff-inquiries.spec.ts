import { expect, test, type APIRequestContext, type Page } from './support/test'
import { addBusinessDays } from '../../src/lib/time/businessDate'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { londonToday } from './support/clock'
import { ordinaryDays } from './support/days'
import { adminHeaders, createStaff, signInToDashboard } from './support/staff'
import { suffix } from './support/text'

// Inquiries, drafted replies and the Booking Calendar in the staff dashboard (issue 17), at the desk.
test.describe.configure({ mode: 'serial' })
test.use({ viewport: { width: 1024, height: 768 } })

let api: APIRequestContext
let admin: Record<string, string>
const staff = { email: `inquiries-${suffix()}@test.example`, password: `desk-${suffix()}-${suffix()}` }
const parent = { name: `Priya Partyparent${suffix()}`, email: `party-${suffix()}@test.example` }
const child = `Nell${suffix()}`
let partyDate = ''
let blockDate = ''

/** Free days (bookable, nothing blocked, not an event) from 8 to 40 days ahead. */
async function freeDays(): Promise<string[]> {
  return ordinaryDays(api, { fromDays: 8, spanDays: 32, unrestricted: true })
}

test.beforeAll(async ({ playwright }, testInfo) => {
  api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  admin = await adminHeaders(api)
  await createStaff(api, admin, staff)

  const days = await freeDays()
  partyDate = days[0]!
  blockDate = days[Math.min(5, days.length - 1)]!
  const inquiry = await api.post('/api/party-inquiry', {
    data: {
      parentName: parent.name,
      parentEmail: parent.email,
      parentPhone: '07700 900789',
      childName: child,
      childAge: '7',
      partyDate,
      partyTime: '12:00 PM - 2:00 PM',
      numberOfChildren: '10',
      packageType: 'silver',
      dietaryRequirements: 'Vegetarian',
      inquiryType: 'party_booking',
    },
  })
  expect(inquiry.status(), await inquiry.text()).toBe(201)
})

async function signIn(page: Page, tab: string): Promise<void> {
  await signInToDashboard(page, staff)
  await page.goto(`/admin?tab=${tab}`)
}

test('staff read a party inquiry, draft a reply from the live calendar, edit it and send it', async ({ page }) => {
  await signIn(page, 'parties')
  await expect(page.getByRole('tab', { name: 'Birthday Parties', exact: true })).toHaveAttribute('aria-selected', 'true')
  const card = page.getByRole('article', { name: new RegExp(parent.name) })
  await expect(card).toContainText(`${child}, 7`)
  await expect(card).toContainText('Silver')
  await expect(card).toContainText('Vegetarian')
  await expect(card.getByText('New', { exact: true })).toBeVisible()
  await expect(page.getByText(/waiting for a reply/)).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await card.getByRole('button', { name: 'Draft Response' }).click()
  const dialog = page.getByRole('dialog', { name: `Reply to ${parent.name}` })
  await expect(dialog.getByText('Available', { exact: true })).toBeVisible()
  await expect(dialog.getByLabel('Subject')).toHaveValue(new RegExp(child))
  const body = dialog.getByLabel(`Reply to ${parent.email}`)
  await expect(body).toHaveValue(/Good news: 12:00 PM - 2:00 PM on/)
  await expect(body).toHaveValue(/£16\.00 per child × 10 children = £160\.00/)
  await expectNoSeriousA11yViolations(page)

  await dialog.getByLabel('Subject').fill(`${child}'s party: we have your date`)
  await body.fill(`${await body.inputValue()}\n\nP.S. The party room has a step-free entrance.`)
  await dialog.getByRole('button', { name: 'Send Reply' }).click()
  await expect(page.getByText('Reply Sent', { exact: true })).toBeVisible()
  await expect(dialog).toHaveCount(0)
  await expect(card.getByText('Responded', { exact: true })).toBeVisible()
  await expect(card).toContainText('1 reply sent')
  await expect(card.getByRole('button', { name: 'Mark Responded' })).toHaveCount(0)

  const outbox = await api.get(
    `/api/email-outbox?where[to][equals]=${encodeURIComponent(parent.email)}&where[subject][equals]=${encodeURIComponent(`${child}'s party: we have your date`)}`,
    { headers: admin },
  )
  const sent = (await outbox.json()) as { docs: { text: string }[] }
  expect(sent.docs).toHaveLength(1)
  expect(sent.docs[0]!.text).toContain('step-free entrance')

  // The family says yes: staff confirm the party, and the family is e-mailed the booking.
  await card.getByRole('button', { name: 'Confirm Party' }).click()
  const confirm = page.getByRole('dialog', { name: `Confirm ${child}’s party` })
  await expect(confirm.getByLabel('Date')).toHaveValue(partyDate)
  await expect(confirm).toContainText(`${parent.email} is e-mailed the booking`)
  // The deposit taken at the desk: confirmed at once (a payment link would hold it provisionally).
  await confirm.getByRole('radio', { name: 'Deposit taken at the desk: card' }).check()
  await confirm.getByRole('button', { name: 'Confirm Party' }).click()
  await expect(page.getByText(`Confirmation e-mailed to ${parent.email}`)).toBeVisible()
  await expect(confirm).toHaveCount(0)
  await expect(card.getByRole('region', { name: `${parent.name}’s party booking` }).getByText('Confirmed', { exact: true })).toBeVisible()
  await expect(card).toContainText('2 replies sent')
  const confirmation = await api.get(
    `/api/email-outbox?where[to][equals]=${encodeURIComponent(parent.email)}&where[subject][like]=${encodeURIComponent('is booked')}`,
    { headers: admin },
  )
  const booked = (await confirmation.json()) as { docs: { subject: string; text: string }[] }
  expect(booked.docs.map((email) => email.subject)).toEqual([expect.stringContaining(`${child}'s party at`)])
  expect(booked.docs[0]!.text).toContain('12:00 PM - 2:00 PM')
})

test('staff block a slot from the calendar, families no longer see the day, and unblock it', async ({ page, context }) => {
  await signIn(page, 'calendar')
  await expect(page.getByRole('tab', { name: 'Booking Calendar', exact: true })).toHaveAttribute('aria-selected', 'true')
  const monthOf = (date: string) =>
    new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`))
  if (blockDate.slice(0, 7) !== londonToday().slice(0, 7)) await page.getByRole('button', { name: 'Next month →' }).click()
  await expect(page.getByRole('table').filter({ has: page.locator('caption', { hasText: monthOf(blockDate) }) })).toBeVisible()
  const day = page.locator(`button[data-date="${blockDate}"]`)
  await day.click()
  await expect(day).toHaveAttribute('aria-pressed', 'true')
  // Arrow keys move between days, and the selection with them.
  await day.press('ArrowRight')
  await expect(page.locator(`button[data-date="${addBusinessDays(blockDate, 1)}"]`)).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await expect(day).toBeFocused()
  await expect(day).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('heading', { level: 3, name: /\d{4}$/ }).first()).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  const form = page.getByRole('form', { name: 'Block a time slot' })
  await expect(form.getByLabel('Date')).toHaveValue(blockDate)
  await form.getByRole('button', { name: 'Block Slot' }).click()
  await expect(page.getByText('Missing Information', { exact: true })).toBeVisible()
  await form.getByLabel('Time slot').selectOption('9:30 AM - 3:30 PM')
  await form.getByLabel('Reason').fill('E2E deep clean')
  await form.getByRole('button', { name: 'Block Slot' }).click()
  await expect(page.getByText('Slot Blocked', { exact: true })).toBeVisible()
  const panel = page.getByRole('region', { name: /\d{4}$/ })
  await expect(panel).toContainText('E2E deep clean')
  await expect(panel).toContainText(`by ${staff.email}`)
  // The open day's sessions follow at once: every one blocked.
  await expect(panel.getByText('Blocked', { exact: true })).toHaveCount(4)
  await expect(day).toContainText('Blocked')

  // The public date picker, in another tab, has the day disabled.
  const family = await context.newPage()
  await family.goto(`/booking?date=${londonToday()}`)
  await family.getByRole('button', { name: 'Add one Children 1-12 years' }).click()
  await family.getByRole('button', { name: 'Continue to Booking' }).click()
  const familyDay = family.locator(`[data-day="${blockDate}"] button`)
  for (let tries = 0; tries < 3 && !(await familyDay.isVisible()); tries++)
    await family.getByRole('button', { name: /next month/i }).click()
  await expect(familyDay).toBeDisabled()

  await panel.getByRole('button', { name: /^Unblock 9:30 AM - 3:30 PM/ }).click()
  await expect(page.getByText('Slot Unblocked', { exact: true })).toBeVisible()
  await expect(panel).not.toContainText('E2E deep clean')
  await family.reload()
  await family.getByRole('button', { name: 'Add one Children 1-12 years' }).click()
  await family.getByRole('button', { name: 'Continue to Booking' }).click()
  for (let tries = 0; tries < 3 && !(await familyDay.isVisible()); tries++)
    await family.getByRole('button', { name: /next month/i }).click()
  await expect(familyDay).toBeEnabled()
  await expectNoSeriousA11yViolations(page)
})
