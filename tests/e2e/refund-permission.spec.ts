import { expect, test, type APIRequestContext, type Page } from './support/test'
import { addBusinessDays } from '../../src/lib/time/businessDate'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { paidBooking } from './support/bookings'
import { londonToday } from './support/clock'
import { adminHeaders, createStaff, signInToDashboard } from './support/staff'
import { suffix } from './support/text'

// Who may give refunds (issue 24, part 5): an admin ticks "May give refunds" on a staff account;
// that account then sees and uses the Refund action, and a staff account without it does not.
test.describe.configure({ mode: 'serial' })
test.use({ viewport: { width: 1024, height: 768 } })

let api: APIRequestContext
let admin: Record<string, string>
const allowed = { email: `supervisor-${suffix()}@test.example`, password: `sup-${suffix()}-${suffix()}`, id: 0 }
const plain = { email: `desk-${suffix()}@test.example`, password: `desk-${suffix()}-${suffix()}` }
const family = `Refundperm Family${suffix()}`
let bookingId = 0

test.beforeAll(async ({ playwright }, testInfo) => {
  api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  admin = await adminHeaders(api)
  allowed.id = await createStaff(api, admin, allowed)
  await createStaff(api, admin, plain)

  // A family's paid booking later this week (2 children, 1 adult: £21.00).
  bookingId = (
    await paidBooking(api, {
      customerName: family,
      customerEmail: `refundperm-${suffix()}@test.example`,
      date: addBusinessDays(londonToday(), 2),
      children: 2,
    })
  ).bookingId
})

/** The Customer Search tab, searched for the family: their payment's card. */
async function familyCard(page: Page) {
  await page.getByRole('tab', { name: 'Customer Search', exact: true }).click()
  await page.getByLabel('Customer name').fill(family)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  const card = page.getByRole('list', { name: 'Payments found' }).getByRole('listitem').filter({ hasText: family })
  await expect(card).toContainText('£21.00')
  await expect(card.getByRole('button', { name: 'Resend confirmation' })).toBeVisible()
  return card
}

test('an admin allows a staff account to give refunds, in Settings > Users', async ({ page }) => {
  await signInToDashboard(page, { email: process.env.ADMIN_EMAIL ?? '', password: process.env.ADMIN_PASSWORD ?? '' })

  // The users list shows who may.
  await page.goto('/admin/collections/users')
  await expect(page.locator('thead')).toContainText('May give refunds')
  await expect(page.getByRole('link', { name: allowed.email })).toBeVisible()

  await page.goto(`/admin/collections/users/${allowed.id}`)
  const permission = page.getByRole('checkbox', { name: 'May give refunds' })
  await expect(permission).not.toBeChecked()
  await permission.check()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/updated successfully/i)).toBeVisible()
  const saved = await api.get(`/api/users/${allowed.id}?depth=0`, { headers: admin })
  expect(((await saved.json()) as { canRefund: boolean }).canRefund).toBe(true)
})

test('a staff account allowed to give refunds sees the Refund action and refunds part of a payment', async ({ page }) => {
  await signInToDashboard(page, allowed)
  const card = await familyCard(page)
  await expectNoSeriousA11yViolations(page)

  await card.getByRole('button', { name: 'Refund' }).click()
  const dialog = page.getByRole('dialog', { name: `Refund ${family}` })
  await expect(dialog).toContainText('Up to £21.00 can go back to the card')
  await expectNoSeriousA11yViolations(page)
  await dialog.getByLabel('Amount (£)').fill('1.50')
  await dialog.getByLabel('Reason').fill('Supervisor goodwill refund')
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click()
  await expect(page.getByText('Refund Complete')).toBeVisible()
  await expect(card).toContainText('Refunded £1.50')
  await expectNoSeriousA11yViolations(page)

  // The ledger and the audit log name the supervisor.
  const ledger = await api.get(`/api/booking-refunds?depth=0&where[reason][equals]=${encodeURIComponent('Supervisor goodwill refund')}`, {
    headers: admin,
  })
  expect(((await ledger.json()) as { docs: { requestedBy: number; amountPence: number }[] }).docs).toEqual([
    expect.objectContaining({ requestedBy: allowed.id, amountPence: 150 }),
  ])
  const audit = await api.get(`/api/audit-log?depth=0&where[recordId][equals]=${bookingId}&where[action][equals]=refund`, {
    headers: admin,
  })
  expect(((await audit.json()) as { docs: { actorLabel: string }[] }).docs.map((entry) => entry.actorLabel)).toEqual([allowed.email])
})

test('a staff account without it sees no Refund action, and the server refuses it too', async ({ page }, testInfo) => {
  await signInToDashboard(page, plain)
  const card = await familyCard(page)
  await expect(card).toContainText('Refunded £1.50')
  await expect(card.getByRole('button', { name: 'Refund' })).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)

  // The same session, asking directly.
  const asked = await page.request.post(`/api/admin/payments/booking-${bookingId}/refund`, {
    headers: { 'idempotency-key': `e2e-${suffix()}-${suffix()}`, origin: String(testInfo.project.use.baseURL) },
    data: { reason: 'Not allowed to refund' },
  })
  expect(asked.status(), await asked.text()).toBe(403)
  const booking = await api.get(`/api/bookings/${bookingId}?depth=0`, { headers: admin })
  expect(((await booking.json()) as { refundedPence: number }).refundedPence).toBe(150)
})

test('on a tablet held upright (768x1024) the allowed account refunds again, and the dialog fits', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 })
  await signInToDashboard(page, allowed)
  const card = await familyCard(page)
  await card.getByRole('button', { name: 'Refund' }).click()
  const dialog = page.getByRole('dialog', { name: `Refund ${family}` })
  await expect(dialog).toContainText('Up to £19.50 can go back to the card')
  const box = await dialog.boundingBox()
  expect(box && box.x >= 0 && box.x + box.width <= 768).toBe(true)
  await expectNoSeriousA11yViolations(page)
  await dialog.getByLabel('Amount (£)').fill('1.00')
  await dialog.getByLabel('Reason').fill('Second goodwill refund')
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click()
  await expect(page.getByText('Refund Complete')).toBeVisible()
  await expect(card).toContainText('Refunded £2.50')
  await expectNoSeriousA11yViolations(page)
})
