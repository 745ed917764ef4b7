import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext } from './support/test'
import { addBusinessDays } from '../../src/lib/time/businessDate'
import { adminHeaders } from './support/outbox'

const londonToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date())

async function ordinaryDays(request: APIRequestContext): Promise<string[]> {
  const from = addBusinessDays(londonToday(), 4)
  const response = await request.get(`/api/calendar/availability?from=${from}&to=${addBusinessDays(from, 20)}`)
  const { days } = (await response.json()) as { days: { date: string; available: boolean; isEventDay: boolean }[] }
  return days.filter((day) => day.available && !day.isEventDay).map((day) => day.date)
}

test.describe('staff move a booking from its sidebar (1024x768)', () => {
  test.use({ viewport: { width: 1024, height: 768 } })

  test('the Move booking box moves a paid booking to another day, with a reason', async ({ page, request }) => {
    const [bookedDay, , newDay] = await ordinaryDays(request)
    const created = await request.post('/api/create-booking-payment', {
      data: { customerName: 'Pat Phone', customerEmail: `staff-move-${Date.now()}@test.example`, customerPhone: '07700 900123', selectedDate: bookedDay, agreeToTerms: true, ticketQuantities: { 'child-1-12': 2, adult: 1 }, totalAmount: 21, loyaltyOptIn: false },
    })
    expect(created.status()).toBe(201)
    const booking = (await created.json()) as { bookingId: number; clientSecret: string }
    expect((await request.post('/api/payments/test/confirm', { data: { clientSecret: booking.clientSecret } })).ok()).toBe(true)

    await page.goto('/admin')
    await page.getByLabel(/email/i).fill(process.env.ADMIN_EMAIL!)
    await page.getByLabel(/password/i).fill(process.env.ADMIN_PASSWORD!)
    await page.getByRole('button', { name: /login/i }).click()
    await expect(page.getByRole('heading', { name: 'Today at the play centre' })).toBeVisible()
    await page.goto(`/admin/collections/bookings/${booking.bookingId}`)

    const box = page.getByRole('region', { name: 'Move booking' })
    await expect(box).toBeVisible()
    await box.getByLabel('New date').fill(newDay!)
    await expect(box.getByLabel('Session')).toContainText('Earliest with room')
    await box.getByRole('button', { name: 'Move booking' }).click()
    await expect(box.getByRole('status')).toHaveText(/Please say why/)
    await box.getByLabel('Why?').fill('Moved on the phone')
    const accessibility = await new AxeBuilder({ page }).include('[data-move-booking]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    expect(accessibility.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([])
    // The box reloads the page once the move is done: wait for it, so the test never ends mid-navigation.
    const reloaded = page.waitForEvent('load')
    await box.getByRole('button', { name: 'Move booking' }).click()
    await reloaded
    await expect(page.getByRole('region', { name: 'Move booking' })).toBeVisible()

    const headers = await adminHeaders(request)
    await expect
      .poll(async () => ((await (await request.get(`/api/bookings/${booking.bookingId}?depth=0`, { headers })).json()) as { date: string }).date)
      .toBe(newDay)
  })
})
