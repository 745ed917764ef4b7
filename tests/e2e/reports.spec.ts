import { readFile } from 'node:fs/promises'
import { expect, test, type APIRequestContext } from './support/test'
import { addBusinessDays } from '../../src/lib/time/businessDate'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { paidBooking, type PaidBooking } from './support/bookings'
import { londonToday } from './support/clock'
import { adminHeaders, createStaff, signInToDashboard, type Account } from './support/staff'
import { suffix } from './support/text'

// The Reports tab (issue 27, part 2): the manager's and the accountant's screen, on the office's 1024x768.
test.describe.configure({ mode: 'serial' })
test.use({ viewport: { width: 1024, height: 768 } })

let api: APIRequestContext
const manager: Account = { email: `reports-${suffix()}@test.example`, password: `reports-${suffix()}-${suffix()}` }
const desk: Account = { email: `reports-desk-${suffix()}@test.example`, password: `desk-${suffix()}-${suffix()}` }
const family = `Report Family ${suffix()}`
let booking: PaidBooking

test.beforeAll(async ({ playwright }, testInfo) => {
  api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  const admin = await adminHeaders(api)
  await createStaff(api, admin, manager, 'admin')
  await createStaff(api, admin, desk)
  booking = await paidBooking(api, {
    customerName: family,
    customerEmail: `report-family-${suffix()}@test.example`,
    date: addBusinessDays(londonToday(), 2),
  })
})

test.afterAll(async () => {
  await api.dispose()
})

test('an admin sees the month so far with a chart and a table, picks a range, and downloads both CSV files', async ({ page }) => {
  await signInToDashboard(page, manager)
  await page.getByRole('tab', { name: 'Reports' }).click()
  await expect(page).toHaveURL(/tab=reports/)
  await expect(page.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true')
  const totals = page.getByRole('group', { name: 'Totals' })
  // Today's payment is in this month's money.
  await expect(totals.getByRole('group', { name: 'Net revenue' })).toHaveText(/^Net revenue£(?!0\.00)/)
  await expect(page.getByRole('img', { name: /Chart of net revenue and visits per day/ })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Figures per period' }).getByRole('row', { name: /^Total/ })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // A range that ends before it starts is refused beside the field, and nothing is asked of the server.
  const form = page.getByRole('form', { name: 'Report range' })
  await form.getByLabel('From').fill(addBusinessDays(londonToday(), 3))
  await form.getByLabel('To').fill(londonToday())
  await form.getByRole('button', { name: 'Show report' }).click()
  await expect(form.getByText('The end date must be on or after the start date')).toBeVisible()
  await expect(form.getByLabel('To')).toHaveAttribute('aria-invalid', 'true')

  // Today to a week ahead: the family's session falls in it.
  await form.getByLabel('From').fill(londonToday())
  await form.getByLabel('To').fill(addBusinessDays(londonToday(), 7))
  await form.getByRole('button', { name: 'Show report' }).click()
  await expect(page.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'false')
  await expect(page.getByRole('radio', { name: 'Day' })).toBeChecked()
  await page.getByRole('radio', { name: 'Week' }).check()
  await expect(page.getByRole('img', { name: /per week/ })).toBeVisible()
  await expect(page.getByRole('columnheader', { name: 'Week' })).toBeVisible()

  for (const [link, file] of [
    ['Download bookings (CSV)', 'bookings'],
    ['Download payments and refunds (CSV)', 'payments'],
  ] as const) {
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: link }).click()
    const saved = await download
    expect(saved.suggestedFilename()).toBe(`${file}-${londonToday()}-to-${addBusinessDays(londonToday(), 7)}.csv`)
    const bytes = await readFile((await saved.path())!)
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(bytes.toString('utf8')).toContain(`"${booking.reference}"`)
    expect(bytes.toString('utf8')).toContain(`"${family}"`)
  }
})

test('a quick range shows months for a long period', async ({ page }) => {
  await signInToDashboard(page, manager)
  await page.goto('/admin?tab=reports')
  await page.getByRole('button', { name: 'Last tax year' }).click()
  await expect(page.getByRole('button', { name: 'Last tax year' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('heading', { name: /^6 April \d{4} to 5 April \d{4}$/ })).toBeVisible()
  // A year with no bookings in it is said so, not drawn as an empty chart.
  await expect(page.getByText('Nothing in this range').or(page.getByRole('columnheader', { name: 'Month' }))).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('staff without the admin role have no Reports tab, and the address falls back to the Overview', async ({ page }) => {
  await signInToDashboard(page, desk)
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Reports' })).toHaveCount(0)
  await page.goto('/admin?tab=reports')
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true')
  // The dashboard's own signed-in call, from the page: refused for the role, not for want of a sign-in.
  const status = await page.evaluate(
    async (today) => (await fetch(`/api/admin/reports/summary?from=${today}&to=${today}`, { credentials: 'include' })).status,
    londonToday(),
  )
  expect(status).toBe(403)
})
