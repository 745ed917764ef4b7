import { expect, test, type APIRequestContext, type Page } from './support/test'
import { addBusinessDays, addBusinessMonths } from '../../src/lib/time/businessDate'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { escapeRegExp } from './support/text'

const londonDate = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + offsetDays * 86_400_000))

type Day = { date: string; available: boolean; restricted: string[]; isEventDay: boolean; eventTitle: string | null }
async function monthDays(request: APIRequestContext): Promise<Day[]> {
  const response = await request.get(`/api/calendar/availability?from=${londonDate(0)}&to=${addBusinessMonths(londonDate(0), 1)}`)
  return ((await response.json()) as { days: Day[] }).days
}

const dayButton = (page: Page, date: string) => page.locator(`[data-day="${date}"] button`)

async function showMonthOf(page: Page, date: string) {
  const day = dayButton(page, date)
  for (let tries = 0; tries < 3 && !(await day.isVisible()); tries++) await page.getByRole('button', { name: /next month/i }).click()
  return day
}

async function pickDate(page: Page, date: string) {
  await (await showMonthOf(page, date)).click()
}

/** A session's button in the slot chooser, found by its label (e.g. '9:30 AM - 11:30 AM'). */
const slotButton = (page: Page, label: string) =>
  page.getByRole('group', { name: /Choose your time slot/ }).getByRole('button', { name: new RegExp(`^${escapeRegExp(label)}`) })

const isMonthCall = (url: URL) => url.pathname === '/api/calendar/availability'

/**
 * Raises a ticket's counter to `count`, one at a time. A click that lands before the page has
 * hydrated never reaches React (seen in CI: two clicks, one child counted), so each step reads the
 * counter first and clicks again only while it is still short: never past the count.
 */
async function addTickets(page: Page, title: string, count: number) {
  const counter = page.getByLabel(new RegExp(`^${escapeRegExp(title)}: \\d+$`))
  for (let wanted = 1; wanted <= count; wanted++) {
    await expect(async () => {
      const shown = Number((await counter.getAttribute('aria-label'))?.split(': ').pop())
      if (shown < wanted) await page.getByRole('button', { name: `Add one ${title}` }).click()
      await expect(counter).toHaveAttribute('aria-label', `${title}: ${wanted}`, { timeout: 1_000 })
    }).toPass({ timeout: 15_000 })
  }
}

async function chooseTickets(page: Page, children: number, adults: number) {
  await addTickets(page, 'Children 1-12 years', children)
  await addTickets(page, 'Adults', adults)
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

test('the details step loads once tickets are chosen; if its download fails, Try again fetches it and the tickets stay', async ({
  page,
}) => {
  await page.goto('/booking')
  await page.waitForLoadState('networkidle')
  // The page's own scripts are in; what is asked for next is the details step's. The connection
  // drops first, as on a phone between masts.
  let offline = true
  let refused = 0
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    if (offline) {
      refused++
      await route.abort('internetdisconnected')
    } else await route.continue()
  })
  await page.getByRole('button', { name: 'Add one Adults' }).click()
  await page.getByRole('button', { name: 'Continue to Booking' }).click()
  await expect(page.getByText('The booking details did not load. Please check your connection and try again.')).toBeVisible()
  expect(refused).toBeGreaterThan(0)
  offline = false
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('form', { name: 'Your details' })).toBeVisible()
  await expect(page.getByTestId('order-total')).toHaveText('£2.00')
})

test.describe('booking: details', () => {
  test('shows the spec’s validation messages and the date window', async ({ page, request }) => {
    await page.goto('/booking')
    await chooseTickets(page, 1, 0)
    await page.getByRole('button', { name: /Proceed to Payment - £9.50/ }).click()
    for (const message of [
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Please select a date',
      'You must agree to the terms and conditions to proceed',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible()
    }
    await expect(dayButton(page, londonDate(-1))).toBeDisabled()
    // Today can be chosen while one of its sessions has not ended (late in the day it is closed).
    const days = await monthDays(request)
    const today = days.find((day) => day.date === londonDate(0))
    if (today?.available) await expect(dayButton(page, londonDate(0))).toBeEnabled()
    else await expect(dayButton(page, londonDate(0))).toBeDisabled()
    // The seeded window is one month: its last day can be chosen (when open), the day after cannot.
    const last = addBusinessMonths(londonDate(0), 1)
    const lastDay = days.find((day) => day.date === last)
    await showMonthOf(page, last)
    if (lastDay?.available) await expect(dayButton(page, last)).toBeEnabled()
    const after = addBusinessDays(last, 1)
    if (after.slice(0, 7) === last.slice(0, 7)) await expect(dayButton(page, after)).toBeDisabled()
    else await expect(page.getByRole('button', { name: /next month/i })).toBeDisabled()
    await expect(page.getByLabel('Join our free loyalty scheme', { exact: false })).toBeChecked()
    await page.getByRole('button', { name: '← Back to tickets' }).click()
    await expect(page.getByTestId('order-total')).toHaveText('£9.50')
    await expectNoSeriousA11yViolations(page)
  })
})

test('a family books from the home page, pays with the test provider and sees the confirmation', async ({ page, request }) => {
  const date = (await monthDays(request)).find(
    (day) => day.available && !day.isEventDay && day.restricted.length === 0 && day.date > londonDate(1),
  )!.date
  const email = `family-${Date.now()}@test.example`
  await page.goto('/')
  await page.getByRole('link', { name: 'Book Your Visit' }).click()
  await expect(page).toHaveURL(/\/booking$/)
  await chooseTickets(page, 2, 1)
  await fillDetails(page, email)
  await page.getByLabel("Children's ages (optional)").fill('4, 7')
  await pickDate(page, date)
  // A day without timed sessions: flexible arrival, no slot chooser.
  await expect(page.getByRole('group', { name: /Choose your time slot/ })).toHaveCount(0)
  await page.getByRole('button', { name: 'Proceed to Payment - £21.00' }).click()

  await expect(page).toHaveURL(/\/payment\?client_secret=test_pi_.+&booking_id=\d+/)
  const pending = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('pendingBooking') ?? 'null') as Record<string, unknown> | null,
  )
  expect(pending).toMatchObject({
    customerName: 'Jo Family',
    customerEmail: email,
    selectedDate: date,
    agreeToTerms: true,
    loyaltyOptIn: true,
    totalAmount: 21,
    ticketQuantities: { 'child-0-1': 0, 'child-1-12': 2, adult: 1 },
    paymentDetails: { originalAmount: 2100, finalAmount: 2100, sessionCreditsUsed: 0, creditSavings: 0 },
    sessionDetails: {
      title: 'Open Play Session',
      selectedDate: date,
      selectedTime: '',
      numberOfChildren: 2,
      childAges: '4, 7',
      totalAmount: 21,
    },
  })
  expect(pending).not.toHaveProperty('selectedTime')
  const reference = String(pending!.reference)
  await expect(page.getByText('Test payment, no card is charged.')).toBeVisible()
  const summary = page.getByRole('region', { name: 'Booking Summary' })
  await expect(summary).toContainText('Open Play Session')
  await expect(summary.locator(`time[datetime="${date}"]`)).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Pay £21.00' }).click()
  await expect(page.getByText('Payment Successful', { exact: true })).toBeVisible()
  await expect(page.getByText('Your booking has been confirmed!', { exact: true })).toBeVisible()

  await expect(page).toHaveURL(/\/booking-success$/)
  const confirmation = page.getByRole('region', { name: 'Booking Confirmed!' })
  await expect(confirmation.locator(`time[datetime="${date}"]`)).toBeVisible()
  await expect(confirmation).toContainText('Open Play Session')
  await expect(confirmation).toContainText(reference)
  await expect(confirmation).toContainText('Jo Family')
  await expect(confirmation).toContainText(email)
  await expect(confirmation).toContainText('07700 900789')
  await expect(confirmation).toContainText('Total paid')
  await expect(confirmation).toContainText('£21.00')
  await expect(confirmation).toContainText('2 (ages 4, 7)')
  await expect(confirmation.getByText('What Happens Next?')).toBeVisible()
  await expect(confirmation.getByText(/screenshot/)).toBeVisible()
  await expect(confirmation.getByText(/arrive 15 minutes early/i)).toBeVisible()
  expect(await page.evaluate(() => sessionStorage.getItem('pendingBooking'))).toBeNull()
  await expectNoSeriousA11yViolations(page)
  await page.reload()
  await expect(page.getByText(/could not find the details of a recent booking/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Book a visit' })).toHaveAttribute('href', '/booking')
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

type Session = { start: string; label: string; availableSpots: number; state: string }
async function daySessions(
  request: APIRequestContext,
  date: string,
): Promise<{ requiresSlot: boolean; eventTitle: string | null; sessions: Session[] }> {
  return (await (await request.get(`/api/available-sessions?date=${date}`)).json()) as {
    requiresSlot: boolean
    eventTitle: string | null
    sessions: Session[]
  }
}

/** Books `children` places in a slot through the API, as other families would. */
async function bookChildren(request: APIRequestContext, date: string, selectedTime: string, children: number) {
  const response = await request.post('/api/create-booking-payment', {
    data: {
      customerName: 'Big Group',
      customerEmail: 'group@test.example',
      customerPhone: '07700 900000',
      selectedDate: date,
      selectedTime,
      agreeToTerms: true,
      ticketQuantities: { 'child-1-12': children },
      totalAmount: children * 9.5,
    },
  })
  expect(response.status()).toBe(201)
}

/** A staff restriction (a blocked slot, or the whole day with '9:30 AM - 3:30 PM'), made through the REST API as the e2e admin. */
async function restrict(request: APIRequestContext, date: string, timeSlot: string) {
  const login = await request.post('/api/users/login', { data: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD } })
  const { token } = (await login.json()) as { token: string }
  const created = await request.post('/api/session-restrictions', {
    headers: { Authorization: `JWT ${token}` },
    data: { date, timeSlot, reason: 'Staff training (e2e)' },
  })
  expect(created.status()).toBe(201)
  await request.post('/api/users/logout', { headers: { Authorization: `JWT ${token}` } })
}

test('an event day needs a slot; badges show sold-out, blocked and nearly full sessions; a new date clears the slot', async ({
  page,
  request,
}) => {
  const days = await monthDays(request)
  const event = days.find((day) => day.isEventDay && day.available)!
  // Another open day in the event's month, so the calendar need not move.
  const otherDay = days.find((day) => day.available && !day.isEventDay && day.date.slice(0, 7) === event.date.slice(0, 7))!
  const [first, second, third] = (await daySessions(request, event.date)).sessions
  // Other families fill the second session and nearly fill the first; staff block the third.
  await bookChildren(request, event.date, second!.label, second!.availableSpots)
  await bookChildren(request, event.date, first!.start, first!.availableSpots - 7)
  await restrict(request, event.date, third!.label)

  await page.goto(`/booking?date=${event.date}`)
  await chooseTickets(page, 1, 1)
  await fillDetails(page, `event-${Date.now()}@test.example`)
  // As a family would, once the day's sessions are shown (before that the page cannot know the day
  // needs one, and the server refuses instead: a busy machine once clicked first).
  await expect(page.getByRole('group', { name: /Choose your time slot/ })).toBeVisible()
  await page.getByRole('button', { name: /Proceed to Payment/ }).click()
  await expect(page.getByText('Time slot required', { exact: true })).toBeVisible()
  await expect(page.getByText(`Please select a time slot for the ${event.eventTitle}`, { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/booking\?date=/)

  const slot = (label: string) => slotButton(page, label)
  await expect(slot(second!.label)).toBeDisabled()
  await expect(slot(second!.label)).toContainText('SOLD OUT')
  await expect(slot(third!.label)).toBeDisabled()
  await expect(slot(third!.label)).toContainText('BLOCKED')
  await expect(slot(first!.label)).toBeEnabled()
  await expect(slot(first!.label)).toContainText('Only 7 left')
  await expect(page.getByText('Limited Availability', { exact: true })).toBeVisible()
  await expect(
    page.getByText('This date has restricted availability. Please contact us for more information.', { exact: true }),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // Choosing a slot, then another day and back: the slot is cleared.
  await slot(first!.label).click()
  await expect(slot(first!.label)).toHaveAttribute('aria-pressed', 'true')
  await pickDate(page, otherDay.date)
  await expect(page.getByRole('group', { name: /Choose your time slot/ })).toHaveCount(0)
  await pickDate(page, event.date)
  await expect(slot(first!.label)).toHaveAttribute('aria-pressed', 'false')

  await slot(first!.label).click()
  await page.getByRole('button', { name: 'Proceed to Payment - £11.50' }).click()
  await expect(page).toHaveURL(/\/payment\?client_secret=/)
  const pending = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('pendingBooking') ?? 'null') as Record<string, unknown> | null,
  )
  expect(pending).toMatchObject({
    selectedDate: event.date,
    selectedTime: first!.label,
    sessionDetails: { title: event.eventTitle, selectedTime: first!.label, numberOfChildren: 1 },
  })
  await expect(page.getByRole('region', { name: 'Booking Summary' })).toContainText(first!.label)
})

test('the date picker disables closed and fully blocked days; a partly blocked day shows Limited Availability', async ({
  page,
  request,
}) => {
  // Days at the far end of the window, so the other tests' days stay untouched.
  const free = (await monthDays(request)).filter((day) => day.available && !day.isEventDay && day.restricted.length === 0)
  const [blockedDay, partDay] = free.slice(-2).map((day) => day.date) as [string, string]
  await restrict(request, blockedDay, '9:30 AM - 3:30 PM')
  await restrict(request, partDay, '12:00 PM - 2:00 PM')
  const closed = (await monthDays(request)).find((day) => !day.available && day.date > londonDate(0))

  await page.goto('/booking')
  await chooseTickets(page, 1, 0)
  await showMonthOf(page, blockedDay)
  await expect(dayButton(page, blockedDay)).toBeDisabled()
  if (closed && closed.date.slice(0, 7) === blockedDay.slice(0, 7)) await expect(dayButton(page, closed.date)).toBeDisabled()
  await pickDate(page, partDay)
  await expect(page.getByText('Limited Availability', { exact: true })).toBeVisible()
  // Not an event day: flexible arrival, no slot chooser.
  await expect(page.getByRole('group', { name: /Choose your time slot/ })).toHaveCount(0)
})

test('when the month call fails every day stays selectable and an event day still asks for a slot', async ({ page, request }) => {
  const days = await monthDays(request)
  const event = days.find((day) => day.isEventDay && day.available)!
  // A day staff blocked, in the month the calendar opens on: only the month call would disable it.
  // The month's last such day, so the near days other spec files book on the same server stay open.
  const blocked = days
    .filter((day) => day.available && !day.isEventDay && day.restricted.length === 0 && day.date.slice(0, 7) === event.date.slice(0, 7))
    .at(-1)
  if (blocked) await restrict(request, blocked.date, '9:30 AM - 3:30 PM')
  await page.route(isMonthCall, (route) => route.fulfill({ status: 500, body: 'down' }))
  await page.goto(`/booking?date=${event.date}`)
  await chooseTickets(page, 1, 0)
  await expect(dayButton(page, event.date)).toBeEnabled()
  if (blocked) await expect(dayButton(page, blocked.date)).toBeEnabled()
  await expect(page.getByRole('group', { name: /Choose your time slot/ })).toBeVisible()
  await fillDetails(page, 'no-month@test.example')
  await page.getByRole('button', { name: /Proceed to Payment/ }).click()
  await expect(page.getByText(`Please select a time slot for the ${event.eventTitle}`, { exact: true })).toBeVisible()
})

test('a slot that fills up meanwhile is refused with the server’s words, and the choice is cleared', async ({ page, request }) => {
  const event = (await monthDays(request)).find((day) => day.isEventDay && day.available)!
  const open = (await daySessions(request, event.date)).sessions.find(
    (session) => session.availableSpots > 1 && session.state !== 'blocked',
  )!
  await page.goto(`/booking?date=${event.date}`)
  await chooseTickets(page, 1, 0)
  await fillDetails(page, `late-${Date.now()}@test.example`)
  const slot = slotButton(page, open.label)
  await slot.click()
  // Another family takes the last places between the page's refresh and this click.
  await bookChildren(request, event.date, open.start, open.availableSpots)
  await page.getByRole('button', { name: /Proceed to Payment/ }).click()
  await expect(page.getByText('Booking Error', { exact: true })).toBeVisible()
  await expect(page.getByText('Sorry, this session is full.', { exact: true })).toBeVisible()
  await expect(slot).toBeDisabled()
  await expect(slot).toContainText('SOLD OUT')
  await expect(slot).toHaveAttribute('aria-pressed', 'false')
  await expect(page).toHaveURL(/\/booking/)
})

test('a price changed since the page loaded is refused with the new total, and the page shows the new prices', async ({
  page,
  request,
}) => {
  const date = (await monthDays(request)).find((day) => day.available && !day.isEventDay && day.restricted.length === 0)!.date
  await page.goto('/booking')
  await chooseTickets(page, 1, 0)
  await fillDetails(page, `price-${Date.now()}@test.example`)
  await pickDate(page, date)
  const login = await request.post('/api/users/login', { data: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD } })
  const headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const found = await request.get('/api/ticket-types?where[key][equals]=child-1-12', { headers })
  const ticketId = ((await found.json()) as { docs: { id: number }[] }).docs[0]!.id
  try {
    expect((await request.patch(`/api/ticket-types/${ticketId}`, { headers, data: { pricePence: 1000 } })).ok()).toBe(true)
    await page.getByRole('button', { name: 'Proceed to Payment - £9.50' }).click()
    await expect(page.getByText('Booking Error', { exact: true })).toBeVisible()
    await expect(
      page.getByText('Prices have changed since the page was loaded. Please check the new total.', { exact: true }),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Proceed to Payment - £10.00' })).toBeVisible()
    await expect(page.getByLabel('Full name *')).toHaveValue('Jo Family')
  } finally {
    expect((await request.patch(`/api/ticket-types/${ticketId}`, { headers, data: { pricePence: 950 } })).ok()).toBe(true)
    await request.post('/api/users/logout', { headers })
  }
})

test('the server’s field errors show on their fields', async ({ page, request }) => {
  const date = (await monthDays(request)).find((day) => day.available && !day.isEventDay && day.restricted.length === 0)!.date
  await page.route('**/api/create-booking-payment', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        error: {
          code: 'validation_failed',
          message: 'Please enter a valid phone number',
          fields: { customerPhone: 'Please enter a valid phone number' },
        },
      }),
    }),
  )
  await page.goto('/booking')
  await chooseTickets(page, 1, 0)
  await fillDetails(page, 'fields@test.example')
  await pickDate(page, date)
  await page.getByRole('button', { name: /Proceed to Payment/ }).click()
  await expect(page.getByText('Booking Error', { exact: true })).toBeVisible()
  await expect(
    page.getByRole('form', { name: 'Your details' }).getByText('Please enter a valid phone number', { exact: true }),
  ).toBeVisible()
  await expect(page.getByLabel('Phone *')).toHaveAttribute('aria-invalid', 'true')
})

test('a payment the provider refuses shows Payment Failed with its message and stays on /payment', async ({ page }) => {
  await page.goto('/payment?client_secret=test_pi_unknown_secret_nope&booking_id=999999')
  await expect(page.getByText('Test payment, no card is charged.')).toBeVisible()
  await page.getByRole('button', { name: /^Pay / }).click()
  await expect(page.getByText('Payment Failed', { exact: true })).toBeVisible()
  await expect(page.getByText('This payment could not be found', { exact: true }).first()).toBeVisible()
  await expect(page).toHaveURL(/\/payment\?/)
  await expect(page.getByRole('button', { name: /^Pay / })).toBeEnabled()
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

test('/booking, /payment and /booking-success at 360 px have no horizontal scroll @mobile', async ({ page }) => {
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/booking')
  expect(await overflow()).toBeLessThanOrEqual(0)
  await chooseTickets(page, 1, 0)
  expect(await overflow()).toBeLessThanOrEqual(0)
  await page.goto('/payment?client_secret=test_pi_layout_secret_x&booking_id=1')
  await expect(page.getByText('Test payment, no card is charged.')).toBeVisible()
  expect(await overflow()).toBeLessThanOrEqual(0)
  await page.goto('/booking-success')
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible()
  expect(await overflow()).toBeLessThanOrEqual(0)
  await expectNoSeriousA11yViolations(page)
})
