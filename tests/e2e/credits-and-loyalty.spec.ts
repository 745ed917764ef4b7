import { expect, test, type APIRequestContext, type Page } from './support/test'
import { ordinaryDay } from './support/days'
import { verificationCode } from './support/outbox'

/** A pack bought and paid through the API, exactly as the /session-credits page does it. */
async function buyCredits(request: APIRequestContext, email: string): Promise<void> {
  const started = await request.post('/api/session-credits/purchase', {
    data: { customerName: 'Credit Family', customerEmail: email, customerPhone: '07700 900456' },
  })
  expect(started.status()).toBe(201)
  const { clientSecret } = (await started.json()) as { clientSecret: string }
  expect((await request.post('/api/payments/test/confirm', { data: { clientSecret } })).ok()).toBe(true)
}

async function pickDate(page: Page, date: string) {
  const day = page.locator(`[data-day="${date}"] button`)
  for (let tries = 0; tries < 3 && !(await day.isVisible()); tries++) await page.getByRole('button', { name: /next month/i }).click()
  await day.click()
}

test('a family with credits proves its e-mail, books with the credits applied, then redeems a reward', async ({ page, request }) => {
  const email = `journey-${Date.now()}@test.example`
  await buyCredits(request, email)
  const date = await ordinaryDay(request, { fromDays: 3, unrestricted: true })

  // Step 1 of the booking page: the credits card checks the balance once the address is proved.
  await page.goto('/booking')
  await page.getByRole('button', { name: 'Check my credits' }).click()
  await page.getByLabel('Email address').fill(email)
  await page.getByRole('button', { name: 'Send code' }).click()
  await page.getByLabel('6-digit code').fill(await verificationCode(request, email))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByText(/10 credits/).first()).toBeVisible()

  // Two children and an adult: both children's sessions are covered, the adult's £2.00 is paid.
  await expect(page.getByText('Add children’s tickets to see what your credits will save.')).toBeVisible()
  for (let index = 0; index < 2; index++) await page.getByRole('button', { name: 'Add one Children 1-12 years' }).click()
  // The spec's expected saving: the lesser of children and credits, times the £9.50 child session.
  await expect(page.getByText('Expected saving: £19.00 (2 credits for 2 children)', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Add one Adults' }).click()
  await page.getByRole('button', { name: 'Continue to Booking' }).click()
  const form = page.getByRole('form', { name: 'Your details' })
  await form.getByLabel('Full name *').fill('Credit Family')
  await form.getByLabel('Phone *').fill('07700 900456')
  await form.getByLabel('Email *').fill(email)
  await form.getByLabel('I agree to the terms and conditions *').check()
  await pickDate(page, date)
  await page.getByRole('button', { name: 'Proceed to Payment - £21.00' }).click()
  await expect(page.getByText('Session Credits Applied!', { exact: true })).toBeVisible()
  await expect(page.getByText('2 credits used, saving you £19.00', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/payment\?client_secret=/)
  await page.getByRole('button', { name: 'Pay £2.00' }).click()
  await expect(page.getByRole('region', { name: 'Booking Confirmed!' })).toBeVisible()

  // The same browser is still verified: the loyalty page offers to continue as this address.
  // Joined by the booking: 50 welcome + 2 points for £2.00 paid (the first visit counts at check-in).
  await page.goto('/loyalty')
  await page.getByRole('button', { name: `Continue as ${email}` }).click()
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: /Welcome back, Credit Family/ })).toBeVisible()
  const drink = page.getByRole('button', { name: 'Redeem: Free Hot Drink' })
  await expect(page.getByRole('button', { name: 'Not enough points: 20% Off Party Bookings' })).toBeDisabled()
  await drink.click()
  await expect(page.getByText('Reward Redeemed!', { exact: true })).toBeVisible()
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /RW-[A-Z2-9]{6}/ })
      .first(),
  ).toBeVisible()

  const balance = await request.get(`/api/session-credits?email=${encodeURIComponent(email)}`)
  // The API request context has no verification cookie: it learns nothing.
  expect(await balance.json()).toMatchObject({ verified: false, totalActiveCredits: 0 })
})
