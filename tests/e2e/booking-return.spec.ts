import { expect, test, type APIRequestContext } from './support/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { ordinaryDay } from './support/days'

type Created = { clientSecret: string; bookingId: number; reference: string }

async function heldBooking(request: APIRequestContext, name: string): Promise<Created> {
  const date = await ordinaryDay(request, { fromDays: 2 })
  const response = await request.post('/api/create-booking-payment', {
    data: {
      customerName: name,
      customerEmail: 'return@test.example',
      customerPhone: '07700 900456',
      selectedDate: date,
      agreeToTerms: true,
      ticketQuantities: { 'child-1-12': 2, adult: 1 },
      childAges: '4, 7',
      totalAmount: 21,
      loyaltyOptIn: false,
    },
  })
  expect(response.status()).toBe(201)
  return (await response.json()) as Created
}

const returnAddress = (created: Created, redirectStatus: string) =>
  `/booking-success?payment_intent=${created.clientSecret.split('_secret_')[0]}&payment_intent_client_secret=${encodeURIComponent(created.clientSecret)}&redirect_status=${redirectStatus}`

test.describe('/booking-success as the payment return address', () => {
  test('shows the server’s confirmation without any session storage', async ({ page, request }) => {
    const created = await heldBooking(request, 'Robin Return')
    expect((await request.post('/api/payments/test/confirm', { data: { clientSecret: created.clientSecret } })).ok()).toBe(true)
    await page.goto(returnAddress(created, 'succeeded'))
    await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
    await expect(page.getByText(created.reference)).toBeVisible()
    await expect(page.getByText('Robin Return')).toBeVisible()
    await expect(page.getByText('2 (ages 4, 7)')).toBeVisible()
    await expect(page.getByText('£21.00')).toBeVisible()
    await expect(page.getByText('What Happens Next?')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    // A refresh shows the same confirmation: the server, not session storage, is the source.
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
  })

  test('says a failed payment was not completed', async ({ page, request }) => {
    const created = await heldBooking(request, 'Fay Failed')
    await page.goto(returnAddress(created, 'failed'))
    await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Book a visit' })).toHaveAttribute('href', '/booking')
  })

  test('waits for a payment still on its way, then confirms by itself', async ({ page, request }) => {
    const created = await heldBooking(request, 'Pat Pending')
    await page.goto(returnAddress(created, 'processing'))
    await expect(page.getByRole('heading', { name: 'Payment processing' })).toBeVisible()
    await expect(page.getByText(/Bank payments can take 1-3 business days/)).toBeVisible()
    expect((await request.post('/api/payments/test/confirm', { data: { clientSecret: created.clientSecret } })).ok()).toBe(true)
    await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible({ timeout: 10_000 })
  })
})
