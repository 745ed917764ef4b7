import { expect, test, type Page } from './support/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { ordinaryDay } from './support/days'
import { adminHeaders } from './support/staff'
import { suffix } from './support/text'

const dayButton = (page: Page, date: string) => page.locator(`[data-day="${date}"] button`)

async function pickDate(page: Page, date: string) {
  const day = dayButton(page, date)
  for (let tries = 0; tries < 3 && !(await day.isVisible()); tries++) await page.getByRole('button', { name: /next month/i }).click()
  await day.click()
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`a family applies a promo code, sees the discount and pays the new total; an unknown code is refused beside the field (${viewport.width}x${viewport.height})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport)
    const code = `E2E-${suffix()}`.toUpperCase()
    const created = await request.post('/api/promo-codes', {
      headers: await adminHeaders(request),
      data: { code, kind: 'percent', percent: 10, maxUses: 5 },
    })
    expect(created.status()).toBe(201)
    const date = await ordinaryDay(request, { fromDays: 2, unrestricted: true })

    await page.goto('/booking')
    for (let index = 0; index < 2; index++) await page.getByRole('button', { name: 'Add one Children 1-12 years' }).click()
    await page.getByRole('button', { name: 'Add one Adults' }).click()
    await page.getByRole('button', { name: 'Continue to Booking' }).click()
    const form = page.getByRole('form', { name: 'Your details' })
    await form.getByLabel('Full name *').fill('Jo Family')
    await form.getByLabel('Phone *').fill('07700 900789')
    await form.getByLabel('Email *').fill(`promo-${Date.now()}@test.example`)
    await form.getByLabel('I agree to the terms and conditions *').check()
    await pickDate(page, date)

    const field = form.getByLabel('Promo code (optional)')
    await field.fill('NO-SUCH-CODE')
    await form.getByRole('button', { name: 'Apply', exact: true }).click()
    const refusal = page.locator('#booking-promoCode-error')
    await expect(refusal).toHaveText('This promo code is not recognised. Please check it and try again.')
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAttribute('aria-describedby', 'booking-promoCode-error')
    await expect(form.getByRole('button', { name: 'Proceed to Payment - £21.00' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await field.fill(code.toLowerCase())
    await expect(refusal).toHaveCount(0)
    await form.getByRole('button', { name: 'Apply', exact: true }).click()
    await expect(page.getByText(`Promo code ${code} applied: £2.10 off. New total £18.90.`)).toBeVisible()
    await expect(page.getByTestId('order-discount')).toHaveText('−£2.10')
    await expect(page.getByTestId('order-total')).toHaveText('£18.90')
    await expectNoSeriousA11yViolations(page)

    await form.getByRole('button', { name: 'Proceed to Payment - £18.90' }).click()
    await expect(page).toHaveURL(/\/payment\?client_secret=test_pi_.+&booking_id=\d+/)
    const pending = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('pendingBooking') ?? 'null') as Record<string, unknown> | null,
    )
    expect(pending).toMatchObject({ promoCode: code, totalAmount: 21, paymentDetails: { originalAmount: 2100, finalAmount: 1890 } })
    // The payment step's summary lists the discount before the total.
    const summary = page.getByRole('region', { name: 'Booking Summary' })
    await expect(summary.getByRole('term').filter({ hasText: `Promo code ${code}` })).toBeVisible()
    await expect(summary.getByRole('definition').filter({ hasText: '−£2.10' })).toBeVisible()
    await expect(summary).toContainText('£18.90')
    await expectNoSeriousA11yViolations(page)
  })
}
