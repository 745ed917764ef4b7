import { expect, test, type APIRequestContext, type Page } from './support/test'
import { formatPence } from '../../src/lib/money'
import { expectNoSeriousA11yViolations } from './support/a11y'

type Offer = {
  title: string
  credits: number
  pricePence: number
  creditValuePence: number
  regularPricePence: number
  savingsPence: number
  perCreditPence: number
}

/** The offer as the CMS holds it (the global is public to read), with the page's sums worked out here. */
async function creditOffer(request: APIRequestContext): Promise<Offer> {
  const response = await request.get('/api/globals/credit-settings?depth=1')
  expect(response.ok()).toBe(true)
  const settings = (await response.json()) as {
    available: boolean
    title: string
    credits: number
    pricePence: number
    creditTicketType: { pricePence: number; feePence: number }
  }
  expect(settings.available, 'the seeded offer is on sale').toBe(true)
  const creditValuePence = settings.creditTicketType.pricePence + settings.creditTicketType.feePence
  const regularPricePence = settings.credits * creditValuePence
  return {
    title: settings.title,
    credits: settings.credits,
    pricePence: settings.pricePence,
    creditValuePence,
    regularPricePence,
    savingsPence: Math.max(0, regularPricePence - settings.pricePence),
    perCreditPence: Math.round(settings.pricePence / settings.credits),
  }
}

const detailsForm = (page: Page) => page.getByRole('form', { name: 'Your details' })

async function fillDetails(page: Page, values: { name: string; email: string; phone: string }) {
  const form = detailsForm(page)
  await form.getByLabel('Full name *').fill(values.name)
  await form.getByLabel('Email *').fill(values.email)
  await form.getByLabel('Phone *').fill(values.phone)
  return form
}

/** Fills the form, continues and waits for the purchase the page starts; returns its client secret. */
async function continueToPayment(page: Page, email: string): Promise<string> {
  await fillDetails(page, { name: 'Jo Credits', email, phone: '07700 900456' })
  const created = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/session-credits/purchase' && response.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'Continue to Payment' }).click()
  const response = await created
  expect(response.status()).toBe(201)
  const body = (await response.json()) as { clientSecret: string }
  await expect(page.getByText('Payment Ready', { exact: true })).toBeVisible()
  await expect(page.getByText('Please complete your payment to purchase the session credits.', { exact: true })).toBeVisible()
  return body.clientSecret
}

test.describe('session credits: info step', () => {
  test('shows the offer’s numbers, the benefits, the credit check and no serious a11y problems', async ({ page, request }) => {
    const offer = await creditOffer(request)
    await page.goto('/session-credits')
    await expect(page).toHaveTitle(/Bulk Session Credits/)
    await expect(page.getByRole('heading', { level: 1, name: 'Bulk Session Credits' })).toBeVisible()

    const comparison = page.getByRole('region', { name: 'Compare and save' })
    await expect(comparison).toContainText(formatPence(offer.regularPricePence))
    await expect(comparison).toContainText(`${offer.credits} sessions × ${formatPence(offer.creditValuePence)}`)
    await expect(comparison).toContainText(formatPence(offer.pricePence))
    await expect(comparison).toContainText(`${formatPence(offer.perCreditPence)} per credit`)
    await expect(comparison).toContainText(`Save ${formatPence(offer.savingsPence)}`)
    await expect(page.getByRole('region', { name: 'Why buy credits?' }).getByRole('listitem').first()).toBeVisible()

    // Nothing about a balance is shown (or looked up) until an address is proved.
    const existing = page.getByRole('region', { name: 'Check your existing credits' })
    const check = existing.getByRole('button', { name: 'Check my credits' })
    await expect(check).toHaveAttribute('aria-expanded', 'false')
    await expect(existing.getByText('You have existing credits!')).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)
    await check.click()
    await expect(check).toHaveAttribute('aria-expanded', 'true')
  })

  test('shows the spec’s messages for missing and invalid details, and sends nothing', async ({ page }) => {
    let purchases = 0
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/api/session-credits/purchase') purchases++
    })
    await page.goto('/session-credits')
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    for (const message of [
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Please enter a valid phone number',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible()
    }
    const form = await fillDetails(page, { name: 'J', email: 'jo.example.com', phone: '0770 900' })
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    await expect(form.getByLabel('Full name *')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('Name must be at least 2 characters', { exact: true })).toBeVisible()
    await expect(page.getByText('Please enter a valid email address', { exact: true })).toBeVisible()
    await expect(page.getByText('Please enter a valid phone number', { exact: true })).toBeVisible()
    expect(purchases).toBe(0)
  })

  test('a refused purchase shows the server’s message and its field errors on the form', async ({ page }) => {
    await page.route('**/api/session-credits/purchase', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'validation_failed',
            message: 'Please check the highlighted fields',
            fields: { customerPhone: 'Please enter a valid phone number' },
          },
        }),
      }),
    )
    await page.goto('/session-credits')
    await fillDetails(page, { name: 'Jo Credits', email: 'jo@test.example', phone: '07700 900456' })
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    await expect(page.getByText('Error', { exact: true })).toBeVisible()
    await expect(page.getByText('Please check the highlighted fields', { exact: true })).toBeVisible()
    await expect(detailsForm(page).getByText('Please enter a valid phone number', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Continue to Payment' })).toBeEnabled()
  })
})

test.describe('session credits: payment', () => {
  test('a family buys credits with the test provider and comes back to a cleared form', async ({ page, request }) => {
    const offer = await creditOffer(request)
    const email = `credits-${Date.now()}@test.example`
    await page.goto('/session-credits')
    const clientSecret = await continueToPayment(page, email)

    const summary = page.getByRole('region', { name: 'Purchase Summary' })
    await expect(summary).toContainText(offer.title)
    await expect(summary).toContainText('You Save')
    await expect(summary.getByTestId('purchase-savings')).toHaveText(formatPence(offer.savingsPence))
    await expect(summary).toContainText('Total')
    await expect(summary.getByTestId('purchase-total')).toHaveText(formatPence(offer.pricePence))
    await expect(summary).toContainText(email)
    await expect(page.getByText('Test payment, no card is charged.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await page.getByRole('button', { name: 'Complete Purchase' }).click()
    await expect(page.getByText('Payment Successful!', { exact: true })).toBeVisible()
    await expect(page.getByText('Your session credits have been purchased successfully.', { exact: true })).toBeVisible()

    // Back on the info step with the form cleared, the secret and summary gone.
    const form = detailsForm(page)
    await expect(form.getByLabel('Full name *')).toHaveValue('')
    await expect(form.getByLabel('Email *')).toHaveValue('')
    await expect(form.getByLabel('Phone *')).toHaveValue('')
    await expect(page.getByRole('region', { name: 'Purchase Summary' })).toHaveCount(0)

    // The server, not the page, says the purchase is paid.
    const status = await request.get(`/api/session-credits/purchase-status?clientSecret=${encodeURIComponent(clientSecret)}`)
    expect(await status.json()).toMatchObject({ status: 'paid', credits: offer.credits, email })
  })

  test('a failed payment stays on the payment step, and Back keeps the details', async ({ page }) => {
    const email = `credits-fail-${Date.now()}@test.example`
    await page.route('**/api/payments/test/confirm', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'payment_failed', message: 'Your card was declined.' } }),
      }),
    )
    await page.goto('/session-credits')
    await continueToPayment(page, email)
    await page.getByRole('button', { name: 'Complete Purchase' }).click()
    await expect(page.getByText('Payment Failed', { exact: true })).toBeVisible()
    await expect(page.getByText('Your card was declined.', { exact: true }).first()).toBeVisible()
    await expect(page.getByRole('region', { name: 'Purchase Summary' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Complete Purchase' })).toBeEnabled()

    await page.getByRole('button', { name: 'Back' }).click()
    const form = detailsForm(page)
    await expect(form.getByLabel('Full name *')).toHaveValue('Jo Credits')
    await expect(form.getByLabel('Email *')).toHaveValue(email)
    await expect(form.getByLabel('Phone *')).toHaveValue('07700 900456')
    await expect(page.getByRole('region', { name: 'Purchase Summary' })).toHaveCount(0)
  })

  test('coming back from a redirecting payment method shows the outcome and cleans the address', async ({ page, request }) => {
    const email = `credits-return-${Date.now()}@test.example`
    const created = await request.post('/api/session-credits/purchase', {
      data: { customerName: 'Jo Return', customerEmail: email, customerPhone: '07700 900789' },
    })
    expect(created.status()).toBe(201)
    const { clientSecret, credits } = (await created.json()) as { clientSecret: string; credits: number }
    expect((await request.post('/api/payments/test/confirm', { data: { clientSecret } })).ok()).toBe(true)

    await page.goto(
      `/session-credits?payment_intent=pi_e2e&payment_intent_client_secret=${encodeURIComponent(clientSecret)}&redirect_status=succeeded`,
    )
    await expect(page.getByText('Payment Successful!', { exact: true })).toBeVisible()
    await expect(page.getByText(`${credits} credits were added to ${email}`, { exact: false })).toBeVisible()
    await expect(page).toHaveURL(/\/session-credits$/)
  })
})

test('the booking page promotes the offer with its numbers and offers the credit check', async ({ page, request }) => {
  const offer = await creditOffer(request)
  await page.goto('/booking')
  const promo = page.getByRole('region', { name: 'Save with Bulk Credits' })
  await expect(promo).toContainText(formatPence(offer.pricePence))
  await expect(promo).toContainText(`save ${formatPence(offer.savingsPence)}`)
  await expect(promo.getByRole('link', { name: `Buy ${offer.credits} Credits` })).toHaveAttribute('href', '/session-credits')
  const lookup = page.getByRole('region', { name: 'Already have session credits?' })
  const check = lookup.getByRole('button', { name: 'Check my credits' })
  await expect(check).toHaveAttribute('aria-expanded', 'false')
  await check.click()
  await expect(check).toHaveAttribute('aria-expanded', 'true')
})

test('at 360 px both steps fit without horizontal scroll @mobile', async ({ page }) => {
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/session-credits')
  await expect(page.getByRole('button', { name: 'Continue to Payment' })).toBeVisible()
  expect(await overflow()).toBeLessThanOrEqual(0)
  await continueToPayment(page, `credits-mobile-${Date.now()}@test.example`)
  await expect(page.getByRole('button', { name: 'Complete Purchase' })).toBeVisible()
  expect(await overflow()).toBeLessThanOrEqual(0)
})
