import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'

const londonDate = (offsetDays: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + offsetDays * 86_400_000))

type Day = { date: string; available: boolean; isEventDay: boolean; eventTitle: string | null }
async function monthDays(request: APIRequestContext): Promise<Day[]> {
  const response = await request.get(`/api/calendar/availability?from=${londonDate(0)}&to=${londonDate(28)}`)
  return ((await response.json()) as { days: Day[] }).days
}

async function pickDate(page: Page, date: string) {
  const day = page.locator(`[data-day="${date}"] button`)
  for (let tries = 0; tries < 3 && !(await day.isVisible()); tries++) await page.getByRole('button', { name: /next month/i }).click()
  await day.click()
}

async function chooseTickets(page: Page, children: number, adults: number) {
  for (let index = 0; index < children; index++) await page.getByRole('button', { name: 'Add one Children 1-12 years' }).click()
  for (let index = 0; index < adults; index++) await page.getByRole('button', { name: 'Add one Adults' }).click()
  await page.getByRole('button', { name: 'Continue to Booking' }).click()
}

async function fillDetails(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Your details' })
  await form.getByLabel('Full name *').fill('Jo Family')
  await form.getByLabel('Phone *').fill('07700 900789')
  await form.getByLabel('Email *').fill(email)
  await form.getByLabel('I agree to the terms and conditions *').check()
  return form
}

test.describe('booking: tickets', () => {
  test('counters start at 0, never go below it, and Continue needs a ticket', async ({ page }) => {
    await page.goto('/booking')
    const remove = page.getByRole('button', { name: 'Remove one Adults' })
    await expect(remove).toBeDisabled()
    await page.getByRole('button', { name: 'Continue to Booking' }).click()
    await expect(page.getByText('No tickets selected', { exact: true })).toBeVisible()
    await expect(page.getByText('Please select at least one ticket to continue', { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Add one Adults' }).click()
    await page.getByRole('button', { name: 'Add one Children 1-12 years' }).click()
    await page.getByRole('button', { name: 'Add one Children 1-12 years' }).click()
    await expect(page.getByTestId('order-total')).toHaveText('£21.00')
    await remove.click()
    await expect(remove).toBeDisabled()
    await expect(page.getByTestId('order-total')).toHaveText('£19.00')
    await expect(page.getByRole('link', { name: 'Buy 10 Credits' })).toHaveAttribute('href', '/session-credits')
    await expect(page.getByRole('link', { name: 'Contact Us for Party Booking' })).toHaveAttribute('href', '/party-booking')
    await expect(page.getByText(/arrive any time between 9:30 AM and 3:30 PM/)).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })
})

test.describe('booking: details', () => {
  test('shows the spec’s validation messages and the date window', async ({ page }) => {
    await page.goto('/booking')
    await chooseTickets(page, 1, 0)
    await page.getByRole('button', { name: /Proceed to Payment - £9.50/ }).click()
    for (const message of ['Name must be at least 2 characters', 'Please enter a valid email address', 'Please enter a valid phone number', 'Please select a date', 'You must agree to the terms and conditions to proceed']) {
      await expect(page.getByText(message, { exact: true })).toBeVisible()
    }
    await expect(page.locator(`[data-day="${londonDate(-1)}"] button`)).toBeDisabled()
    await expect(page.locator(`[data-day="${londonDate(0)}"] button`)).toBeEnabled()
    await expect(page.getByLabel('Join our free loyalty scheme', { exact: false })).toBeChecked()
    await page.getByRole('button', { name: '← Back to tickets' }).click()
    await expect(page.getByTestId('order-total')).toHaveText('£9.50')
    await expectNoSeriousA11yViolations(page)
  })
})

test('a family books from the home page, pays with the test provider and sees the confirmation', async ({ page, request }) => {
  const date = (await monthDays(request)).find((day) => day.available && !day.isEventDay && day.date > londonDate(1))!.date
  await page.goto('/')
  await page.getByRole('link', { name: 'Book Your Visit' }).click()
  await expect(page).toHaveURL(/\/booking$/)
  await chooseTickets(page, 2, 1)
  await fillDetails(page, `family-${Date.now()}@test.example`)
  await page.getByLabel("Children's ages (optional)").fill('4, 7')
  await pickDate(page, date)
  await page.getByRole('button', { name: 'Proceed to Payment - £21.00' }).click()

  await expect(page).toHaveURL(/\/payment\?client_secret=test_pi_.+&booking_id=\d+/)
  await expect(page.getByText('Test payment, no card is charged.')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Booking Summary' })).toContainText('Open Play Session')
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Pay £21.00' }).click()
  await expect(page.getByText('Payment Successful', { exact: true })).toBeVisible()

  await expect(page).toHaveURL(/\/booking-success$/)
  const confirmation = page.getByRole('region', { name: 'Booking Confirmed!' })
  await expect(confirmation).toContainText(date)
  await expect(confirmation).toContainText('Jo Family')
  await expect(confirmation).toContainText('07700 900789')
  await expect(confirmation).toContainText('£21.00')
  await expect(confirmation).toContainText('2 (ages 4, 7)')
  await expect(confirmation.getByText('What Happens Next?')).toBeVisible()
  await expect(confirmation.getByText(/screenshot/)).toBeVisible()
  expect(await page.evaluate(() => sessionStorage.getItem('pendingBooking'))).toBeNull()
  await expectNoSeriousA11yViolations(page)
  await page.reload()
  await expect(page.getByText(/could not find the details of a recent booking/)).toBeVisible()
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('an event day needs a slot; a sold-out slot cannot be chosen', async ({ page, request }) => {
  const event = (await monthDays(request)).find((day) => day.isEventDay && day.available)!
  // Fill the 12:00 session to capacity through the API, as other families would.
  const full = await request.post('/api/create-booking-payment', {
    data: {
      customerName: 'Big Group',
      customerEmail: 'group@test.example',
      customerPhone: '07700 900000',
      selectedDate: event.date,
      selectedTime: '12:00 PM - 2:00 PM',
      agreeToTerms: true,
      ticketQuantities: { 'child-1-12': 40 },
      totalAmount: 380,
    },
  })
  expect(full.status()).toBe(201)

  await page.goto(`/booking?date=${event.date}`)
  await chooseTickets(page, 1, 1)
  await fillDetails(page, `event-${Date.now()}@test.example`)
  await page.getByRole('button', { name: /Proceed to Payment/ }).click()
  await expect(page.getByText('Time slot required', { exact: true })).toBeVisible()
  await expect(page.getByText(`Please select a time slot for the ${event.eventTitle}`, { exact: true })).toBeVisible()

  const soldOut = page.getByRole('button', { name: /12:00 PM - 2:00 PM/ })
  await expect(soldOut).toBeDisabled()
  await expect(soldOut).toContainText('SOLD OUT')
  await page.getByRole('button', { name: /2:30 PM - 4:30 PM/ }).click()
  await expect(page.getByRole('button', { name: /2:30 PM - 4:30 PM/ })).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('button', { name: /Proceed to Payment/ }).click()
  await expect(page).toHaveURL(/\/payment\?client_secret=/)
})

test('a refused booking shows the Booking Error toast', async ({ page, request }) => {
  const date = (await monthDays(request)).find((day) => day.available && !day.isEventDay)!.date
  await page.route('**/api/create-booking-payment', (route) => route.fulfill({ status: 500, body: 'oops' }))
  await page.goto('/booking')
  await chooseTickets(page, 1, 0)
  await fillDetails(page, 'refused@test.example')
  await pickDate(page, date)
  await page.getByRole('button', { name: /Proceed to Payment/ }).click()
  await expect(page.getByText('Booking Error', { exact: true })).toBeVisible()
  await expect(page.getByText('Unable to process booking. Please try again.', { exact: true })).toBeVisible()
})

test('/payment without a client secret goes back to /booking', async ({ page }) => {
  await page.goto('/payment')
  await expect(page).toHaveURL(/\/booking$/)
})

test('/booking at 360 px has no horizontal scroll @mobile', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/booking')
  await chooseTickets(page, 1, 0)
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
})
