import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './support/test'
import { paidBooking } from './support/bookings'
import { ordinaryDays } from './support/days'
import { adminHeaders, signInToDashboard } from './support/staff'

test.describe('staff move a booking from its sidebar (1024x768)', () => {
  test.use({ viewport: { width: 1024, height: 768 } })

  test('the Move booking box moves a paid booking to another day, with a reason', async ({ page, request }) => {
    // The first admin document page of the run is slow on a busy machine (the integration suite beside it).
    test.setTimeout(60_000)
    const [bookedDay, , newDay] = await ordinaryDays(request, { fromDays: 4 })
    const booking = await paidBooking(request, {
      customerName: 'Pat Phone',
      customerEmail: `staff-move-${Date.now()}@test.example`,
      customerPhone: '07700 900123',
      date: bookedDay!,
      children: 2,
    })

    await signInToDashboard(page, { email: process.env.ADMIN_EMAIL!, password: process.env.ADMIN_PASSWORD! })
    await page.goto(`/admin/collections/bookings/${booking.bookingId}`)

    const box = page.getByRole('region', { name: 'Move booking' })
    await expect(box).toBeVisible()
    // A date typed before the sidebar has hydrated never reaches React: type it again until the day's sessions show.
    await expect(async () => {
      await box.getByLabel('New date').fill(newDay!)
      await expect(box.getByLabel('Session')).toContainText('Earliest with room', { timeout: 5_000 })
    }).toPass({ timeout: 40_000 })
    await box.getByRole('button', { name: 'Move booking' }).click()
    await expect(box.getByRole('status')).toHaveText(/Please say why/)
    await box.getByLabel('Why?').fill('Moved on the phone')
    const accessibility = await new AxeBuilder({ page })
      .include('[data-move-booking]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    expect(
      accessibility.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => violation.id),
    ).toEqual([])
    // The box reloads the page once the move is done: wait for it, so the test never ends mid-navigation.
    const reloaded = page.waitForEvent('load')
    await box.getByRole('button', { name: 'Move booking' }).click()
    await reloaded
    await expect(page.getByRole('region', { name: 'Move booking' })).toBeVisible()

    const headers = await adminHeaders(request)
    await expect
      .poll(
        async () =>
          ((await (await request.get(`/api/bookings/${booking.bookingId}?depth=0`, { headers })).json()) as { date: string }).date,
      )
      .toBe(newDay)
  })
})
