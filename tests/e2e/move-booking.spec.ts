import { expect, test, type APIRequestContext, type Page } from './support/test'
import { longDate } from '../../src/lib/time/formatDate'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { paidBooking } from './support/bookings'
import { ordinaryDays } from './support/days'
import { waitForMail } from './support/outbox'

/** Two ordinary (flexible) open days at least four days ahead: the booking's, and where it moves. */
async function twoOrdinaryDays(request: APIRequestContext, skip: number): Promise<[string, string]> {
  const ordinary = await ordinaryDays(request, { fromDays: 4 })
  if (ordinary.length < skip + 2) throw new Error('not enough ordinary open days in the next weeks')
  return [ordinary[skip]!, ordinary[skip + 1]!]
}

/** Books and pays (test provider) through the real API, then reads the manage link from the confirmation e-mail. */
async function paidBookingLink(request: APIRequestContext, email: string, date: string): Promise<{ reference: string; path: string }> {
  const booking = await paidBooking(request, {
    customerName: 'Sam Mover',
    customerEmail: email,
    customerPhone: '07700 900123',
    date,
    children: 2,
  })
  const link = /https?:\/\/\S+\/manage-booking\?token=[^\s)>\]]+/.exec((await waitForMail(request, email, /confirmed/i)).text)?.[0]
  expect(link, 'the confirmation e-mail carries a manage link').toBeTruthy()
  return { reference: booking.reference, path: new URL(link!).pathname + new URL(link!).search }
}

async function movesItsBooking(page: Page, request: APIRequestContext, skip: number) {
  const [bookedDay, newDay] = await twoOrdinaryDays(request, skip)
  const email = `move-${skip}-${Date.now()}@test.example`
  const booking = await paidBookingLink(request, email, bookedDay)
  await page.goto(booking.path)
  await expect(page.getByRole('heading', { name: 'Move to another day' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // The same day again is refused in the server's words.
  const date = page.getByLabel('New date')
  await date.fill(bookedDay)
  await expect(page.getByText(/no session to choose/)).toBeVisible()
  await page.getByRole('button', { name: 'Move my booking' }).click()
  await expect(page.getByRole('alert').filter({ hasText: /already for/ })).toBeVisible()

  await date.fill(newDay)
  await expect(page.getByText(/Arrive any time between 9:30 AM and 3:30 PM/).first()).toBeVisible()
  await page.getByRole('button', { name: 'Move my booking' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: `moved to ${longDate(newDay)}` })).toBeVisible()
  await expect(page.locator('dd time')).toHaveText(longDate(newDay))
  await expect(page.getByText(booking.reference, { exact: true })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  const mail = await waitForMail(request, email, new RegExp(`confirmed: ${longDate(newDay)}`))
  expect(mail.text).toContain(booking.reference)
}

test.describe('moving a booking from the manage link, at the desk size (1024x768)', () => {
  test.use({ viewport: { width: 1024, height: 768 } })
  test('a family moves its booking to another day and gets a new confirmation', async ({ page, request }) => {
    await movesItsBooking(page, request, 0)
  })
})

test.describe('moving a booking from the manage link, on a tablet (768x1024)', () => {
  test.use({ viewport: { width: 768, height: 1024 } })
  test('a family moves its booking to another day and gets a new confirmation', async ({ page, request }) => {
    await movesItsBooking(page, request, 2)
  })
})
