import { expect, test, type APIRequestContext } from './support/test'
import { addBusinessDays } from '../../src/lib/time/businessDate'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { londonToday } from './support/clock'
import { waitForMail } from './support/outbox'
import { adminHeaders, createStaff, signInToDashboard } from './support/staff'
import { suffix } from './support/text'

// A phone booking paid by an e-mailed card link (issue 24, part 2): staff hold the places from the
// dashboard, the family opens the e-mailed link, agrees to the terms and pays; the link then says
// the booking is paid.
test.describe.configure({ mode: 'serial' })

let api: APIRequestContext
const staff = { email: `cardlink-${suffix()}@test.example`, password: `desk-${suffix()}-${suffix()}` }

test.beforeAll(async ({ playwright }, testInfo) => {
  api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  await createStaff(api, await adminHeaders(api), staff)
})

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
]) {
  test(`staff hold places with a card link and the family pays by it (${viewport.width}x${viewport.height})`, async ({ page, browser }) => {
    await page.setViewportSize(viewport)
    const family = `Link Family${suffix()}`
    const email = `link-${suffix()}@test.example`
    await signInToDashboard(page, staff)

    await page.getByRole('button', { name: 'New booking' }).click()
    const dialog = page.getByRole('dialog', { name: 'New booking' })
    await dialog.getByLabel('Name').fill(family)
    await dialog.getByLabel('Phone').fill('07700 900321')
    await dialog.getByLabel('E-mail').fill(email)
    await dialog.getByLabel('Date').fill(addBusinessDays(londonToday(), 3))
    await expect(dialog.getByLabel('Session')).toContainText('Arrive any time')
    const more = dialog.getByRole('button', { name: 'One more Children 1-12 years' })
    await more.click()
    await more.click()
    await dialog.getByRole('radio', { name: 'Card payment link, sent to the family' }).check()
    await expect(dialog).toContainText('Total the family pays by the link')
    await dialog.getByRole('button', { name: 'Book' }).click()
    const done = dialog.getByRole('status', { name: 'Booking made' })
    await expect(done).toContainText(`A link to pay £19.00 is on its way to ${email}`)
    await expect(done).toContainText('the places are released on')
    const reference = (await done.locator('p').first().textContent())?.trim() ?? ''
    await expectNoSeriousA11yViolations(page)
    await dialog.getByRole('button', { name: 'Done' }).click()

    // The family, in a browser of their own, opens the link in the e-mail.
    const mail = await waitForMail(api, email, /^Pay to confirm your booking/)
    const link = /\/booking\/pay\?token=[^\s)\]]+/.exec(mail.text)?.[0]
    expect(link, mail.text).toBeTruthy()
    const familyContext = await browser.newContext({ viewport })
    const familyPage = await familyContext.newPage()
    await familyPage.goto(link!)
    await expect(familyPage.getByRole('heading', { name: 'Pay for your booking' })).toBeVisible()
    await expect(familyPage.getByRole('status').filter({ hasText: 'Your places are held until' })).toContainText(reference)
    const summary = familyPage.getByRole('region', { name: 'Booking Summary' })
    await expect(summary).toContainText('Arrive any time between')
    await expect(summary).toContainText('£19.00')
    await expect(familyPage.getByText('Please agree to the terms and conditions to pay.')).toBeVisible()
    await expectNoSeriousA11yViolations(familyPage)
    await familyPage.getByLabel('I agree to the terms and conditions').check()
    await familyPage.getByRole('button', { name: 'Pay £19.00' }).click()
    await expect(familyPage.getByText('Payment Successful', { exact: true })).toBeVisible()
    await expect(familyPage).toHaveURL(/\/booking-success$/)
    const confirmation = familyPage.getByRole('region', { name: 'Booking Confirmed!' })
    await expect(confirmation).toContainText(reference)
    await expect(confirmation).toContainText(family)

    // The same link afterwards says it is paid, and leads to the booking.
    await familyPage.goto(link!)
    await expect(familyPage.getByRole('heading', { name: 'Already paid' })).toBeVisible()
    await expect(familyPage.getByRole('link', { name: 'View your booking' })).toBeVisible()
    await expectNoSeriousA11yViolations(familyPage)
    await familyContext.close()
  })
}

test('a forged payment link says it does not work', async ({ page }) => {
  await page.goto('/booking/pay?token=1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})
