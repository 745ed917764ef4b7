import { expect, test, type APIRequestContext } from './support/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { paidBooking, type PaidBooking } from './support/bookings'
import { ordinaryDay } from './support/days'
import { waitForMail } from './support/outbox'

/** Booked and paid through the real API on an ordinary day at least four days ahead, so cancelling it is free under the seeded policy. */
async function cancellableBooking(request: APIRequestContext, email: string): Promise<PaidBooking> {
  return paidBooking(request, {
    customerName: 'Sam Canceller',
    customerEmail: email,
    customerPhone: '07700 900123',
    date: await ordinaryDay(request, { fromDays: 4 }),
    children: 2,
  })
}

test.describe('manage booking', () => {
  test('a family cancels through the link in the confirmation e-mail and is refunded', async ({ page, request }) => {
    const email = `cancel-${Date.now()}@test.example`
    const booking = await cancellableBooking(request, email)
    const confirmation = await waitForMail(request, email, /confirmed/i)
    const link = /https?:\/\/\S+\/manage-booking\?token=[^\s)>\]]+/.exec(confirmation.text)?.[0]
    expect(link, 'the confirmation e-mail carries a manage link').toBeTruthy()

    await page.goto(new URL(link!).pathname + new URL(link!).search)
    await expect(page.getByRole('heading', { name: 'Your booking' })).toBeVisible()
    await expect(page.getByText(booking.reference)).toBeVisible()
    await expect(page.getByText(/free up to 24 hours ahead/)).toBeVisible()
    await expect(page.getByText('£21.00').first()).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await page.getByRole('button', { name: 'Cancel booking' }).click()
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Yes, cancel my booking' }).click()
    await expect(page.getByText(/Your booking is cancelled/).first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0)

    // A refresh shows the booking as cancelled, with nothing left to do.
    await page.reload()
    await expect(page.getByText(/has already been cancelled/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0)

    const cancellation = await waitForMail(request, email, /cancelled/i)
    expect(cancellation.text).toContain('£21.00')
  })

  test('an invalid link says so and offers the venue’s phone number', async ({ page }) => {
    await page.goto('/manage-booking?token=12.not-a-real-signature-at-all-xxxxx')
    await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible()
    await expect(page.getByRole('link', { name: /^\+?[0-9 ]+$/ }).first()).toBeVisible()
    await page.goto('/manage-booking')
    await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible()
  })

  test('at 360 px the booking and its cancel button fit without horizontal scroll @mobile', async ({ page, request }) => {
    const email = `cancel-mobile-${Date.now()}@test.example`
    await cancellableBooking(request, email)
    const link = /https?:\/\/\S+\/manage-booking\?token=[^\s)>\]]+/.exec((await waitForMail(request, email, /confirmed/i)).text)![0]
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto(new URL(link).pathname + new URL(link).search)
    await expect(page.getByRole('button', { name: 'Cancel booking' })).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
})
