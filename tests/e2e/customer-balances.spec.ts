import { expect, test, type APIRequestContext, type Page } from './support/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { paidBooking } from './support/bookings'
import { ordinaryDay } from './support/days'
import { adminHeaders, createStaff, signInToDashboard } from './support/staff'
import { suffix } from './support/text'

// The Credits & points tab: a family's session credits and loyalty points looked up by e-mail,
// and changed with a reason by those who may give refunds.
let api: APIRequestContext
let admin: Record<string, string>
const desk = { email: `balances-desk-${suffix()}@test.example`, password: `desk-${suffix()}-${suffix()}` }

test.beforeAll(async ({ playwright }, testInfo) => {
  api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  admin = await adminHeaders(api)
  await createStaff(api, admin, desk)
})

/** A family enrolled in the loyalty scheme by a paid booking (£11.50: 50 welcome points and 11 earned). */
async function memberFamily(): Promise<{ name: string; email: string }> {
  const family = { name: `Balance Family${suffix()}`, email: `balances-${suffix()}@test.example` }
  await paidBooking(api, {
    customerName: family.name,
    customerEmail: family.email,
    date: await ordinaryDay(api, { fromDays: 2, unrestricted: true }),
    loyaltyOptIn: true,
  })
  return family
}

async function lookUp(page: Page, email: string) {
  await page.getByRole('tab', { name: 'Credits & points' }).click()
  await page.getByLabel('Family’s e-mail address').fill(email)
  await page.getByRole('button', { name: 'Look up' }).click()
}

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
]) {
  test(`an admin gives a family credits and points with a reason (${viewport.width}x${viewport.height})`, async ({ page }) => {
    await page.setViewportSize(viewport)
    const family = await memberFamily()
    await signInToDashboard(page, { email: process.env.ADMIN_EMAIL ?? '', password: process.env.ADMIN_PASSWORD ?? '' })

    await lookUp(page, 'not an address')
    await expect(page.getByRole('form', { name: 'Find a family’s balances' }).getByRole('alert')).toHaveText('Enter a valid e-mail address')

    await lookUp(page, family.email.toUpperCase())
    const found = page.getByRole('status', { name: 'Balances' })
    await expect(found).toContainText(`${family.name} · ${family.email}`)
    await expect(page.getByTestId('balance-credits')).toHaveText('0')
    await expect(page.getByTestId('balance-points')).toHaveText('61 (Bronze)')
    await expectNoSeriousA11yViolations(page)

    const form = page.getByRole('form', { name: 'Change credits or points' })
    await form.getByLabel('Session credits').fill('2')
    await form.getByLabel('Loyalty points').fill('+39')
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(form.getByRole('alert')).toHaveText('Please give a reason')
    await form.getByLabel('Reason').fill('Ball pit closed during their visit')
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Balances saved')).toBeVisible()
    await expect(page.getByTestId('balance-credits')).toHaveText('2')
    await expect(page.getByTestId('balance-points')).toHaveText('100 (Bronze)')
    await expect(form.getByLabel('Session credits')).toHaveValue('')

    // Never below zero: the server's words, nothing changed.
    await form.getByLabel('Session credits').fill('-5')
    await form.getByLabel('Reason').fill('Correction')
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(form.getByRole('alert')).toHaveText('This family has 2 session credits: at most 2 can be taken off.')
    await expect(page.getByTestId('balance-credits')).toHaveText('2')
    await expectNoSeriousA11yViolations(page)
  })
}

test('staff not allowed to give refunds see the balances but cannot change them', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 })
  const family = await memberFamily()
  await signInToDashboard(page, desk)
  await lookUp(page, family.email)
  await expect(page.getByTestId('balance-points')).toHaveText('61 (Bronze)')
  await expect(page.getByRole('form', { name: 'Change credits or points' })).toHaveCount(0)
  await expect(page.getByText('Only an admin, or staff allowed to give refunds, can change')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})
