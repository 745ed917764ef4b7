import { expect, test, type APIRequestContext } from './support/test'
import { addBusinessDays } from '../../src/lib/time/businessDate'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { openDetailsStep } from './support/bookings'
import { londonToday } from './support/clock'
import { waitForMail } from './support/outbox'
import { adminHeaders } from './support/staff'
import { suffix } from './support/text'

// Issue 40 part 2 (ADR 0033): a full normal day can still be chosen, and its booking page offers the
// whole day's waiting list, with optional earliest and latest arrival times.

const LABEL = 'Full normal day (e2e)'

/** A normal day of its own whose hours leave one session (2:30 PM), filled by other families; made once, found again. */
async function fullNormalDay(api: APIRequestContext): Promise<string> {
  const admin = await adminHeaders(api)
  const mine = await api.get(`/api/special-days?where[label][equals]=${encodeURIComponent(LABEL)}&limit=1`, { headers: admin })
  let date = ((await mine.json()) as { docs: { date: string }[] }).docs[0]?.date
  for (let offset = 12; !date && offset < 28; offset++) {
    const candidate = addBusinessDays(londonToday(), offset)
    const taken = await api.get(`/api/special-days?where[date][equals]=${candidate}&limit=1`, { headers: admin })
    if (((await taken.json()) as { totalDocs: number }).totalDocs > 0) continue
    const created = await api.post('/api/special-days', {
      headers: admin,
      data: { date: candidate, label: LABEL, opensAt: '14:00', closesAt: '18:00' },
    })
    expect(created.status(), await created.text()).toBe(201)
    date = candidate
  }
  if (!date) throw new Error('no free day for the full normal day')
  const { sessions } = (await (await api.get(`/api/available-sessions?date=${date}`)).json()) as { sessions: { availableSpots: number }[] }
  for (let left = sessions[0]!.availableSpots; left > 0;) {
    const children = Math.min(left, 20)
    const booked = await api.post('/api/create-booking-payment', {
      data: {
        customerName: 'Big Group',
        customerEmail: `full-day-${suffix()}@test.example`,
        customerPhone: '07700 900000',
        selectedDate: date,
        agreeToTerms: true,
        ticketQuantities: { 'child-1-12': children },
        totalAmount: children * 9.5,
      },
    })
    expect(booked.status(), await booked.text()).toBe(201)
    left -= children
  }
  return date
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`a full normal day offers the whole day's waiting list, with arrival times (${viewport.width}x${viewport.height})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport)
    const date = await fullNormalDay(request)
    const month = await (await request.get(`/api/calendar/availability?from=${date}&to=${date}`)).json()
    expect(month).toMatchObject({ days: [{ date, available: false, full: true }] })

    await openDetailsStep(page, date)

    // The day stays choosable in the picker, marked full, and the page says why there is no booking.
    await expect(page.getByRole('button', { name: /full: waiting list/ })).toBeEnabled()
    // The day opens at 2 PM: the page gives its own arrival times, not the venue's usual words (9:30 AM to 3:30 PM).
    await expect(page.getByText('Arrive any time between 2:00 PM and 3:30 PM; 2 hours from check-in.')).toBeVisible()
    const notice = page.getByRole('status').filter({ hasText: 'This day is full' })
    await expect(notice).toBeVisible()
    await notice.getByRole('button', { name: /^Join the waiting list/ }).click()

    const dialog = page.getByRole('dialog', { name: 'Join the waiting list' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('we take arrivals from 2:00 PM to 3:30 PM')
    await dialog.getByLabel('Arriving not before (optional)').fill('15:00')
    await dialog.getByLabel('Arriving not after (optional)').fill('14:15')
    const email = `day-waiting-${suffix()}@test.example`
    await dialog.getByLabel('Name *').fill('Robin Waiting')
    await dialog.getByLabel('Email *').fill(email)
    await dialog.getByRole('button', { name: 'Join the waiting list' }).click()
    await expect(dialog.getByText('“Not after” must not be before “not before”')).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await dialog.getByLabel('Arriving not after (optional)').fill('')
    await dialog.getByRole('button', { name: 'Join the waiting list' }).click()
    const confirmed = page.getByRole('dialog', { name: 'You are on the waiting list' })
    await expect(confirmed).toContainText(email)
    await expectNoSeriousA11yViolations(page)
    await confirmed.getByRole('button', { name: 'Done' }).click()
    await expect(confirmed).toBeHidden()

    const mail = await waitForMail(request, email, /^You are on the waiting list/)
    expect(mail.subject).toContain('arriving between 3:00 PM and 3:30 PM')
  })
}
