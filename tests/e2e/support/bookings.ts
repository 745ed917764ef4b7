import { expect, type APIRequestContext, type Page } from '@playwright/test'

/** What the seeded prices make of one adult with one or two children (the client's total, in pounds, as the booking page sends it). */
const SEEDED_TOTAL_POUNDS = { 1: 11.5, 2: 21 } as const

export type PaidBooking = { bookingId: number; reference: string; clientSecret: string }

/** Booked for one adult and `children` children, then paid with the test provider, through the real API, as a family does on /booking. */
export async function paidBooking(
  api: APIRequestContext,
  {
    customerName,
    customerEmail,
    date,
    selectedTime,
    children = 1,
    customerPhone = '07700 900321',
    loyaltyOptIn = false,
  }: {
    customerName: string
    customerEmail: string
    date: string
    selectedTime?: string
    children?: 1 | 2
    customerPhone?: string
    /** True enrols the family in the loyalty scheme when the booking is paid. */
    loyaltyOptIn?: boolean
  },
): Promise<PaidBooking> {
  const created = await api.post('/api/create-booking-payment', {
    data: {
      customerName,
      customerEmail,
      customerPhone,
      selectedDate: date,
      ...(selectedTime ? { selectedTime } : {}),
      agreeToTerms: true,
      ticketQuantities: { 'child-1-12': children, adult: 1 },
      totalAmount: SEEDED_TOTAL_POUNDS[children],
      loyaltyOptIn,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const booking = (await created.json()) as PaidBooking
  expect((await api.post('/api/payments/test/confirm', { data: { clientSecret: booking.clientSecret } })).ok()).toBe(true)
  return booking
}

/** The booking page for `date` with one child ticket, on to the details step (the ticket counter may need a second tap while the page hydrates). */
export async function openDetailsStep(page: Page, date: string): Promise<void> {
  await page.goto(`/booking?date=${date}`)
  const counter = page.getByLabel(/^Children 1-12 years: \d+$/)
  await expect(async () => {
    if ((await counter.getAttribute('aria-label')) === 'Children 1-12 years: 0')
      await page.getByRole('button', { name: 'Add one Children 1-12 years' }).click()
    await expect(counter).toHaveAttribute('aria-label', 'Children 1-12 years: 1', { timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
  await page.getByRole('button', { name: 'Continue to Booking' }).click()
}
