import { readFile } from 'node:fs/promises'
import { expect, test, type APIRequestContext, type Download, type Page } from './support/test'
import { addBusinessDays } from '../../src/lib/time/businessDate'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { paidBooking, type PaidBooking } from './support/bookings'
import { londonToday } from './support/clock'
import { waitForMail } from './support/outbox'
import { adminHeaders, createStaff, signInToDashboard, type Account } from './support/staff'
import { suffix } from './support/text'

// The Personal data tab (issue 27): a parent's UK GDPR request answered from the dashboard, on the office's 1024x768.
test.describe.configure({ mode: 'serial' })
test.use({ viewport: { width: 1024, height: 768 } })

let api: APIRequestContext
const manager: Account = { email: `privacy-${suffix()}@test.example`, password: `privacy-${suffix()}-${suffix()}` }
const desk: Account = { email: `privacy-desk-${suffix()}@test.example`, password: `desk-${suffix()}-${suffix()}` }
const family = { name: `Privacy Family ${suffix()}`, email: `privacy-family-${suffix()}@test.example` }
let booking: PaidBooking

type Export = { email: string; bookings: { reference: string; customer_name: string }[] }

test.beforeAll(async ({ playwright }, testInfo) => {
  api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  const admin = await adminHeaders(api)
  await createStaff(api, admin, manager, 'admin')
  await createStaff(api, admin, desk)
  booking = await paidBooking(api, { customerName: family.name, customerEmail: family.email, date: addBusinessDays(londonToday(), 2) })
  // The confirmation is sent by a queued job: wait for it, so the erasure has exactly one e-mail to delete.
  await waitForMail(api, family.email, /confirmed/i)
})

test.afterAll(async () => {
  await api.dispose()
})

/** Presses Download their data and reads the saved file. */
async function downloadExport(page: Page): Promise<{ saved: Download; data: Export }> {
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download their data' }).click()
  const saved = await download
  return { saved, data: JSON.parse(await readFile((await saved.path())!, 'utf8')) as Export }
}

test('an admin downloads a family’s data, erases it after typing the address again, and a second export holds nothing', async ({
  page,
}) => {
  await signInToDashboard(page, manager)
  await page.getByRole('tab', { name: 'Personal data' }).click()
  await expect(page).toHaveURL(/tab=personal-data/)
  const field = page.getByLabel('Customer’s e-mail address')
  await expect(field).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // Not an address: said beside the field, and neither the download nor the dialog starts.
  await field.fill('not-an-address')
  await page.getByRole('button', { name: 'Download their data' }).click()
  await expect(page.getByText('Enter a valid e-mail address')).toBeVisible()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAttribute('aria-describedby', /\S/)
  await page.getByRole('button', { name: 'Erase their data' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)

  // The export: the family's booking, saved under the address and today's date.
  await field.fill(family.email)
  await expect(field).not.toHaveAttribute('aria-invalid', 'true')
  const first = await downloadExport(page)
  expect(first.saved.suggestedFilename()).toBe(`personal-data-${family.email}-${londonToday()}.json`)
  expect(first.data.bookings.map((row) => row.reference)).toEqual([booking.reference])
  expect(first.data.bookings[0]!.customer_name).toBe(family.name)

  // The erasure: the dialog says what happens, and Erase stays off until the address is typed again.
  await page.getByRole('button', { name: 'Erase their data' }).click()
  const dialog = page.getByRole('dialog', { name: `Erase everything held about ${family.email}?` })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('This cannot be undone.')
  await expect(dialog).toContainText('Money, dates and booking references are kept')
  const confirm = dialog.getByLabel('Type the address again to confirm')
  const erase = dialog.getByRole('button', { name: 'Erase their data' })
  await expect(erase).toBeDisabled()
  await expectNoSeriousA11yViolations(page)
  await confirm.fill(`someone-else-${suffix()}@test.example`)
  await expect(erase).toBeDisabled()
  await confirm.fill(family.email.slice(0, -1))
  await expect(erase).toBeDisabled()
  // Any capitals: the address is the same.
  await confirm.fill(family.email.toUpperCase())
  await expect(erase).toBeEnabled()
  await erase.click()

  const result = page.getByRole('status', { name: 'Erasure result' })
  await expect(result).toContainText(`Erased everything held about ${family.email}`)
  await expect(result).toContainText('Erased: 1 booking, 0 credit packs, 0 inquiries and 1 e-mail.')
  await expect(result.locator('dt', { hasText: /^Bookings$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText('1')
  await expect(page.getByText('Personal data erased')).toBeVisible()
  await expect(dialog).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)

  // Nothing is left under the address.
  const second = await downloadExport(page)
  expect(second.data.bookings).toEqual([])
  expect(JSON.stringify(second.data)).not.toContain(family.name)
})

test('staff without the admin role have no Personal data tab, and the address falls back to the Overview', async ({ page }) => {
  await signInToDashboard(page, desk)
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Personal data' })).toHaveCount(0)
  await page.goto('/admin?tab=personal-data')
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByLabel('Customer’s e-mail address')).toHaveCount(0)
  // The dashboard's own signed-in call, from the page: refused for the role, not for want of a sign-in.
  const status = await page.evaluate(
    async (email) => (await fetch(`/api/admin/customers/export?email=${encodeURIComponent(email)}`, { credentials: 'include' })).status,
    family.email,
  )
  expect(status).toBe(403)
})
