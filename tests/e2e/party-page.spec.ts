import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { partyDays, provisionalParty, staffHeaders, type ProvisionalParty } from './support/party'
import { adminHeaders } from './support/staff'
import { escapeRegExp } from './support/text'

// The family's party page (issue 39 part 2): the signed link in the party e-mails, at a phone's
// width and a desktop's. Silver is £16 a child; the seeded deposit is a fixed amount.

let api: APIRequestContext
let staff: Record<string, string>
let days: string[] = []

test.beforeAll(async ({ playwright }, testInfo) => {
  api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  staff = await staffHeaders(api, await adminHeaders(api))
  days = await partyDays(api)
})

test.afterAll(async () => {
  await api.dispose()
})

/** Every third day from the `share`th: one test's own days. */
const daysFor = (share: number) => days.filter((_, index) => index % 3 === share)

/** The value beside a term of the party's summary. */
const summaryValue = (summary: Locator, term: string) =>
  summary
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]')

async function payWithTestProvider(page: Page, opener: string): Promise<void> {
  const payment = page.getByRole('region', { name: /^(Deposit|Payment)$/ })
  await payment.getByRole('button', { name: opener }).click()
  const pay = payment.getByRole('button', { name: /^Pay £\d[\d,]*\.\d{2}$/ })
  await expect(pay).toBeEnabled()
  await pay.click()
}

const VIEWPORTS = [
  { label: 'a phone', viewport: { width: 390, height: 844 }, share: 0 },
  { label: 'a desktop', viewport: { width: 1280, height: 800 }, share: 1 },
] as const

for (const { label, viewport, share } of VIEWPORTS) {
  test.describe(`on ${label} (${viewport.width} px)`, () => {
    test.use({ viewport })

    test('the family pays the deposit, changes the numbers and pays the balance', async ({ page }) => {
      // Two payments, a change and two accessibility scans: a longer journey than most.
      test.setTimeout(90_000)
      // Each test books its own share of the days, so no two want the same slot.
      const party: ProvisionalParty = await provisionalParty(api, staff, { dates: daysFor(share) })
      await page.goto(party.manageUrl)
      await expect(page.getByRole('heading', { level: 1, name: 'Your party' })).toBeVisible()
      const summary = page.getByRole('region', { name: 'Party details' })
      await expect(summaryValue(summary, 'Status')).toHaveText('Provisional: deposit due')
      await expect(summaryValue(summary, 'Birthday child')).toHaveText(`${party.childName}, age 6`)
      await expect(summaryValue(summary, 'Time')).toHaveText('12:00 PM - 2:00 PM')
      await expect(summaryValue(summary, 'Package')).toHaveText('Silver')
      await expect(summaryValue(summary, 'Price')).toHaveText('12 × £16.00 per child')
      await expect(summaryValue(summary, 'Total')).toHaveText('£192.00')
      await expect(page.getByText(/^Pay your deposit of £\d+\.\d{2} by .+ to secure the slot\.$/)).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Cancellation terms' })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Cancel party' })).toBeVisible()
      await expectNoSeriousA11yViolations(page)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0)

      // The deposit, with the test provider: the party is confirmed.
      await payWithTestProvider(page, 'Pay deposit')
      await expect(page.getByText('Thank you! Your deposit is paid and your party is confirmed.')).toBeVisible()
      await expect(summaryValue(summary, 'Status')).toHaveText('Confirmed')
      await expect(page.getByText(/^Your party on .+ is confirmed\.$/)).toBeVisible()

      // Two more children: the server prices the party again.
      const changes = page.getByRole('form', { name: 'Change your party' })
      await changes.getByLabel('Number of children').fill('14')
      await changes.getByLabel('Food choices').fill('Pizza and fruit')
      await changes.getByRole('button', { name: 'Save changes' }).click()
      await expect(changes.getByText('Your changes are saved. The total is now £224.00.')).toBeVisible()
      await expect(summaryValue(summary, 'Price')).toHaveText('14 × £16.00 per child')
      await expect(summaryValue(summary, 'Total')).toHaveText('£224.00')
      await expect(summaryValue(summary, 'Food choices')).toHaveText('Pizza and fruit')

      // The balance online, leaving nothing due.
      await expect(
        page.getByText(/^The balance of £\d+\.\d{2} is due\. Pay it now online, or pay on the day of the party\.$/),
      ).toBeVisible()
      await payWithTestProvider(page, 'Pay the balance now')
      await expect(page.getByText('Thank you! The balance is paid.')).toBeVisible()
      await expect(page.getByText('Balance paid: there is nothing more to pay.')).toBeVisible()
      await expect(summaryValue(summary, 'Balance due')).toHaveText('£0.00')
      await expect(summaryValue(summary, 'Paid')).toHaveText('£224.00')
      await expect(page.getByRole('button', { name: 'Pay the balance now' })).toHaveCount(0)
      await expectNoSeriousA11yViolations(page)

      // A refresh reads the same from the server.
      await page.reload()
      await expect(summaryValue(summary, 'Status')).toHaveText('Confirmed')
      await expect(summaryValue(summary, 'Balance due')).toHaveText('£0.00')
    })

    test('a forged or missing link says so, with the phone number', async ({ page }) => {
      await page.goto(`/manage-party?token=1.20991231.${'A'.repeat(32)}`)
      await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible()
      await expect(page.getByText(/This party link is not valid/)).toBeVisible()
      await expect(page.getByRole('link', { name: /^\+?[0-9 ]+$/ }).first()).toBeVisible()
      await expectNoSeriousA11yViolations(page)
      await page.goto('/manage-party')
      await expect(page.getByText(/This party link is not valid/)).toBeVisible()
    })
  })
}

test('a payment method that left the site comes back to the party, which shows it paid and keeps its link', async ({ page }) => {
  const party = await provisionalParty(api, staff, { dates: daysFor(2) })
  const token = new URLSearchParams(party.manageUrl.split('?')[1]).get('token')!
  const started = await api.post('/api/parties/pay', { data: { token, stage: 'deposit' } })
  expect(started.ok(), await started.text()).toBe(true)
  const { clientSecret } = (await started.json()) as { clientSecret: string }
  expect((await api.post('/api/payments/test/confirm', { data: { clientSecret } })).ok()).toBe(true)

  await page.goto(
    `${party.manageUrl}&payment_intent=pi_e2e&payment_intent_client_secret=${encodeURIComponent(clientSecret)}&redirect_status=succeeded`,
  )
  await expect(page.getByText('Thank you! Your payment is received.')).toBeVisible()
  await expect(summaryValue(page.getByRole('region', { name: 'Party details' }), 'Status')).toHaveText('Confirmed')
  // Stripe's parameters are taken off the address; the party's link stays.
  await expect(page).toHaveURL(new RegExp(`/manage-party\\?token=${escapeRegExp(encodeURIComponent(token))}$`))
})
