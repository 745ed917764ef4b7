import { expect, test, type APIRequestContext, type Page } from './support/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { asTime, londonMinutes, londonToday } from './support/clock'
import {
  isOpen,
  isTodaySpecial,
  openSessionForCheckIn,
  readBookingSettings,
  sessionsToday,
  type BookingSettingsDoc,
  type OpenSession,
} from './support/checkInSession'
import { createDevice, openDayThisWeek, paidBooking, search, signInTablet, type Device } from './support/kiosk'
import { adminHeaders } from './support/staff'
import { escapeRegExp, suffix } from './support/text'

// The door tablet at /check-in (issue 15), on a tablet held upright; one test turns it sideways.
test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true })
test.describe.configure({ mode: 'serial' })

type KioskSettingsDoc = { checkInOpensMinutesBefore: number; idleResetSeconds: number; successResetSeconds: number }

let api: APIRequestContext
let admin: Record<string, string>
let originalSettings: KioskSettingsDoc
let temporaryEventDayId: number | null = null
let device: Device

async function updateSettings(values: Partial<KioskSettingsDoc>): Promise<void> {
  const updated = await api.post('/api/globals/kiosk-settings', { headers: admin, data: values })
  expect(updated.ok(), await updated.text()).toBe(true)
}

const todaysSessions = () => sessionsToday(api)
const bookingSettings = () => readBookingSettings(api)
const todayIsSpecial = () => isTodaySpecial(api, admin)

/** A session families can check in to now (support/checkInSession.ts); a temporary event day it made is removed afterwards. */
const sessionOpenForCheckIn = (): Promise<OpenSession | null> =>
  openSessionForCheckIn(api, admin, (id) => {
    temporaryEventDayId = id
  })

async function updateBookingSettings(values: Partial<BookingSettingsDoc>): Promise<void> {
  const updated = await api.post('/api/globals/booking-settings', { headers: admin, data: values })
  expect(updated.ok(), await updated.text()).toBe(true)
}

/** The e2e tablet's bearer header, signed in through the real call. */
async function deviceHeaders(): Promise<Record<string, string>> {
  const login = await api.post('/api/kiosk-devices/login', { data: { username: device.username, password: device.password } })
  expect(login.ok(), await login.text()).toBe(true)
  return { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
}

async function waiverVersion(): Promise<number> {
  const settings = await api.get('/api/check-in/kiosk-settings', { headers: await deviceHeaders() })
  return ((await settings.json()) as { waiver: { version: number } }).waiver.version
}

const ticketCard = (page: Page, name: string, when: string) =>
  page.getByRole('button', { name: new RegExp(`${escapeRegExp(name)}.*${escapeRegExp(when)}`) })

test.beforeAll(async ({ playwright }, testInfo) => {
  api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  admin = await adminHeaders(api)
  const settings = await api.get('/api/globals/kiosk-settings', { headers: admin })
  const { checkInOpensMinutesBefore, idleResetSeconds, successResetSeconds } = (await settings.json()) as KioskSettingsDoc
  originalSettings = { checkInOpensMinutesBefore, idleResetSeconds, successResetSeconds }
  device = await createDevice(api, admin, 'e2e front door')
})

test.afterAll(async () => {
  if (originalSettings) await updateSettings(originalSettings)
  if (temporaryEventDayId !== null)
    expect((await api.delete(`/api/special-days/${temporaryEventDayId}`, { headers: admin })).ok()).toBe(true)
  await api.dispose()
})

test('an anonymous visitor to /check-in sees only the sign-in form, and a wrong password is refused', async ({ page }) => {
  const name = `Hidden Kiosk${suffix()}`
  await paidBooking(api, name, (await openDayThisWeek(api)) ?? londonToday())
  await page.goto('/check-in')
  await expect(page.getByRole('heading', { name: 'Sign in this kiosk' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Find Your Booking' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'New Customer - Paid In Store' })).toHaveCount(0)
  expect(await page.content()).not.toContain(name)
  // The kiosk's calls refuse the visitor too.
  const searched = await page.request.post('/api/check-in/search-all-tickets', { data: { customerName: name } })
  expect(searched.status()).toBe(401)
  await expectNoSeriousA11yViolations(page)

  await page.getByLabel('Username').fill(device.username)
  await page.getByLabel('Password').fill('not-the-password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Access Denied', { exact: true })).toBeVisible()
  await expect(page.getByText('Incorrect username or password', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Find Your Booking' })).toHaveCount(0)
})

test('staff can sign the tablet in with their own e-mail instead of a kiosk account', async ({ page }) => {
  await page.goto('/check-in')
  await page.getByLabel('Staff e-mail').check()
  await page.getByLabel('E-mail', { exact: true }).fill(process.env.ADMIN_EMAIL ?? '')
  await page.getByLabel('Password').fill(process.env.ADMIN_PASSWORD ?? '')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Find Your Booking' })).toBeVisible()
})

test('a family finds its booking, ticks the three boxes, checks in, sees More Fun Today, then checks out; the ticket is then used', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  await updateSettings({ successResetSeconds: 3 })
  const open = await sessionOpenForCheckIn()
  test.skip(
    !open,
    `no session today (London ${asTime(londonMinutes())}) is open for check-in, and too late to add one: run before 23:00 London time`,
  )
  const session = open!.session
  const family = `Kiosk${suffix()}`
  const name = `Robin ${family}`
  const today = await paidBooking(api, name, londonToday(), session.start)
  const laterDay = await openDayThisWeek(api)
  if (laterDay) await paidBooking(api, name, laterDay)
  const found = laterDay ? 2 : 1

  // A device's session is renewed as soon as the kiosk opens (then at most every few hours).
  const renewed = page.waitForResponse((response) => response.url().endsWith('/api/kiosk-devices/refresh-token'))
  await signInTablet(page, device)
  expect((await renewed).status()).toBe(200)
  await expect(page.getByRole('contentinfo')).toContainText('2-hour fun sessions')
  await expect(page.getByRole('contentinfo')).toContainText('Mon-Sun: 9:30 AM - 5:00 PM')
  // Offered wherever there is a camera API: without BarcodeDetector (here, as on an iPad) the polyfill reads (kiosk-qr-polyfill.spec.ts).
  await expect(page.getByRole('button', { name: 'Scan QR code' })).toBeVisible()

  await search(page, '')
  await expect(page.getByText('Search Required', { exact: true })).toBeVisible()
  await expect(page.getByText('Please enter a customer name to search', { exact: true })).toBeVisible()
  await search(page, 'R')
  await expect(page.getByText("Please enter at least 2 characters of the customer's name", { exact: true })).toBeVisible()
  await search(page, family.toLowerCase())
  await expect(page.getByText('Search Complete', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: `Your Bookings (${found} found)` })).toBeVisible()
  const legend = page.getByRole('list', { name: 'What the colours mean' })
  for (const entry of ['Available to Use', 'Currently Playing', 'Used - Cannot Reuse'])
    await expect(legend.getByText(entry, { exact: true })).toBeVisible()
  if (laterDay) {
    const days = (Date.parse(laterDay) - Date.parse(londonToday())) / 86_400_000
    await expect(ticketCard(page, name, days === 1 ? 'Tomorrow' : `In ${days} days`)).toBeVisible()
  }

  const card = ticketCard(page, name, 'Today')
  await expect(card).toContainText('Available to Use')
  // A flexible day's ticket says when to come, not the session it sits in.
  await expect(card).toContainText(open!.flexible ? 'Arrive any time between' : session.label)
  await expect(card).toContainText('Children: 1')
  await expect(card).toContainText('Adults: 1')
  await expect(card).toContainText('Total Paid: £11.50')
  await card.click()
  await expect(card).toHaveAttribute('aria-pressed', 'true')
  await expect(card).toContainText('Ready to Check In')
  await expect(page.getByRole('heading', { name: 'Booking Details' })).toBeFocused()

  const checkIn = page.getByRole('button', { name: 'Check In', exact: true })
  await expect(checkIn).toBeDisabled()
  await expect(page.getByText('Please read and accept the terms and conditions before checking in.', { exact: true })).toBeVisible()
  for (const heading of ['Terms and Conditions', 'Liability Disclaimer', 'Parking'])
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible()
  const plate = page.getByLabel('Vehicle number plate (optional)')
  await expect(plate).toHaveAttribute('maxlength', '8')
  await plate.pressSequentially('ab12 cde')
  await expect(plate).toHaveValue('AB12 CDE')
  await page.getByLabel('I have read and accept the terms and conditions').check()
  await page.getByLabel('I accept the liability disclaimer').check()
  await expect(checkIn).toBeDisabled()
  await page.getByLabel('I will not park in the reserved spaces').check()
  await expect(checkIn).toBeEnabled()
  await expectNoSeriousA11yViolations(page)

  // The first answer is lost on the way back: the kiosk says so, keeps everything, and sends the same key again.
  const keys: string[] = []
  const bodies: unknown[] = []
  let loseAnswer = true
  await page.route('**/api/check-in/check-in', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '')
    bodies.push(route.request().postDataJSON())
    if (loseAnswer) {
      loseAnswer = false
      await route.fetch()
      await route.abort('internetdisconnected')
      return
    }
    await route.continue()
  })
  // Slow the recommendations a little, so their loading line can be seen.
  await page.route('**/api/available-sessions**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400))
    await route.continue()
  })
  const listed = (await todaysSessions()).filter((other) => other.start !== session.start)
  const others = listed.filter(isOpen)
  const replayed = page.waitForResponse((response) => response.url().endsWith('/api/check-in/check-in') && response.status() === 200)
  await checkIn.click()
  await expect(page.getByText("No connection — we'll try again as soon as it's back", { exact: true })).toBeVisible()
  await expect(plate).toHaveValue('AB12 CDE')
  expect((await replayed).headers()['idempotent-replayed']).toBe('true')
  expect(keys).toHaveLength(2)
  expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/)
  expect(keys[1]).toBe(keys[0])
  expect(bodies[0]).toMatchObject({
    ticketId: today.bookingId,
    numberPlate: 'AB12 CDE',
    termsAccepted: true,
    liabilityAccepted: true,
    cefParkingAgreed: true,
  })

  await expect(page.getByRole('heading', { name: 'Welcome, Robin!' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'More Fun Today!' })).toBeVisible()
  await expect(page.getByText('Loading personalized recommendations...', { exact: true })).toBeVisible()
  const moreFun = page.getByRole('region', { name: 'More Fun Today!' })
  await expect(moreFun.getByRole('heading', { name: 'Other sessions today' })).toBeVisible()
  for (const other of others) {
    const row = moreFun.getByRole('listitem').filter({ hasText: other.label })
    await expect(row).toContainText(`${other.availableSpots} ${other.availableSpots === 1 ? 'place' : 'places'} left`)
    await expect(row.getByRole('link', { name: /Book Another Session/ })).toHaveAttribute('target', '_blank')
    await expect(row.getByRole('link', { name: /Book Another Session/ })).toHaveAttribute('rel', /noopener/)
  }
  // Every other session of the day is listed (seed 001 §2); those no longer open say why, with no button.
  await expect(moreFun.getByRole('region', { name: 'Other sessions today' }).getByRole('listitem')).toHaveCount(listed.length)
  for (const closed of listed.filter((other) => !isOpen(other))) {
    await expect(moreFun.getByRole('listitem').filter({ hasText: closed.label }).getByRole('link')).toHaveCount(0)
  }
  await expect(moreFun.getByText(session.label)).toHaveCount(0)
  if (others.length === 0) await expect(moreFun.getByText('No other sessions have places left today.')).toBeVisible()
  // One child: the babies' ticket is offered; Silver is recommended and prices the estimate.
  await expect(moreFun.getByText('Babies 0-1 years')).toBeVisible()
  await expect(moreFun.getByText(/A Silver party for 1 child would be about £16\.00/)).toBeVisible()
  await expect(moreFun.getByRole('link', { name: /Plan a Party/ })).toHaveAttribute('href', '/party-booking')
  await expect(moreFun.getByRole('link', { name: /Plan a Party/ })).toHaveAttribute('target', '_blank')

  // A few seconds later the kiosk is ready for the next family, with nothing of this one on it.
  await expect(page.getByRole('heading', { name: 'Find Your Booking' })).toBeFocused({ timeout: 10_000 })
  await expect(page.getByLabel('Name or booking reference')).toHaveValue('')
  expect(await page.content()).not.toContain(family)

  await search(page, family)
  const playing = ticketCard(page, name, 'Today')
  await expect(playing).toContainText('Currently Playing')
  await playing.click()
  await expect(page.getByRole('heading', { name: 'Currently Playing', level: 2 })).toBeFocused()

  // Check-out while the tablet is offline: it waits, then sends when the connection returns.
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Check Out' }).click()
  await expect(page.getByText("No connection — we'll try again as soon as it's back", { exact: true })).toBeVisible()
  await context.setOffline(false)
  await expect(page.locator(':focus')).toContainText('You are checked out. Thank you for visiting!')
  await expect(page.getByRole('heading', { name: 'Find Your Booking' })).toBeVisible()
  expect(await page.content()).not.toContain(family)

  // Exactly one check-in and one check-out were recorded, whatever the network did.
  const events = await api.get(`/api/visit-events?where[booking][equals]=${today.bookingId}&limit=20`, { headers: admin })
  expect(((await events.json()) as { docs: { action: string }[] }).docs.map((event) => event.action).sort()).toEqual([
    'check_in',
    'check_out',
  ])

  await search(page, family)
  if (laterDay) {
    // Listed beside the family's other booking: greyed, not selectable.
    const used = ticketCard(page, name, 'Today')
    await expect(used).toContainText('TICKET USED')
    await expect(used).toContainText('Used - Cannot Reuse')
    await expect(used).toBeDisabled()
    await expect(used).toHaveAttribute('aria-disabled', 'true')
  } else {
    await expect(page.getByRole('heading', { name: 'Ticket Already Used' })).toBeVisible()
    await page.getByRole('button', { name: 'Start Again' }).click()
  }
  // Found alone, by the reference the confirmation e-mail's QR code holds.
  await search(page, today.reference)
  await expect(page.getByRole('heading', { name: 'Ticket Already Used' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Start Again' }).click()
  await expect(page.getByRole('heading', { name: 'Find Your Booking' })).toBeVisible()
})

test('where the browser reads QR codes, a family scans the code from its confirmation e-mail; a ticket for another day is refused with the reason', async ({
  page,
}) => {
  const laterDay = await openDayThisWeek(api)
  test.skip(!laterDay, 'no open day in the coming week')
  const name = `Scan Kiosk${suffix()}`
  const booking = await paidBooking(api, name, laterDay!)
  // Chromium on Linux has no BarcodeDetector and no camera: stand-ins that read the e-mail's code (the reference).
  await page.addInitScript((reference) => {
    // Sees the code a moment after the camera starts, as a family holding up a phone would be.
    class FakeBarcodeDetector {
      private readonly since = Date.now()
      async detect() {
        return Date.now() - this.since < 1000 ? [] : [{ rawValue: reference, format: 'qr_code' }]
      }
    }
    Object.defineProperty(window, 'BarcodeDetector', { value: FakeBarcodeDetector, configurable: true })
    navigator.mediaDevices.getUserMedia = async () => {
      const canvas = document.createElement('canvas')
      canvas.width = 64
      canvas.height = 48
      const paint = canvas.getContext('2d')!
      setInterval(() => paint.fillRect(0, 0, 64, 48), 50)
      return canvas.captureStream(10)
    }
  }, booking.reference)
  await signInTablet(page, device)
  await page.getByRole('button', { name: 'Scan QR code' }).click()
  await expect(page.getByRole('dialog', { name: 'Scan your QR code' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Your Bookings (1 found)' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByLabel('Name or booking reference')).toHaveValue(booking.reference)
  await expect(page.getByRole('button', { name: new RegExp(escapeRegExp(name)) })).toContainText('Ready to Check In')

  for (const box of [
    'I have read and accept the terms and conditions',
    'I accept the liability disclaimer',
    'I will not park in the reserved spaces',
  ])
    await page.getByLabel(box).check()
  await page.getByRole('button', { name: 'Check In', exact: true }).click()
  const refusal = page.getByRole('alert').filter({ hasText: 'Check-In Failed' })
  await expect(refusal).toContainText('Unable to complete check-in. Please contact staff for assistance.')
  await expect(refusal).toContainText(/not today/)
  await expectNoSeriousA11yViolations(page)
})

test('what the kiosk says when nothing is found, the search fails, or the ticket was used meanwhile', async ({ page }) => {
  const name = `Error Kiosk${suffix()}`
  await paidBooking(api, name, (await openDayThisWeek(api)) ?? londonToday())
  await signInTablet(page, device)

  await search(page, `Nobody${suffix()}`)
  const noTickets = page.getByRole('alert').filter({ hasText: 'No Tickets Found' })
  await expect(noTickets).toContainText('No unredeemed tickets found with that name. Please check the spelling or contact staff.')

  await page.route('**/api/check-in/search-all-tickets', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }), {
    times: 1,
  })
  await search(page, name)
  const searchError = page.getByRole('alert').filter({ hasText: 'Search Error' })
  await expect(searchError).toContainText('Unable to search tickets. Please try again or contact staff.')

  // Another tablet checked the family out a moment ago: the server refuses with ticket_used.
  await search(page, name)
  await expect(page.getByRole('heading', { name: 'Booking Details' })).toBeVisible()
  for (const box of [
    'I have read and accept the terms and conditions',
    'I accept the liability disclaimer',
    'I will not park in the reserved spaces',
  ])
    await page.getByLabel(box).check()
  await page.route(
    '**/api/check-in/check-in',
    (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'ticket_used', message: 'This ticket has already been used.' } }),
      }),
    { times: 1 },
  )
  await page.getByRole('button', { name: 'Check In', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Ticket Already Used' })).toBeFocused()
})

test('a family whose seated session has ended is still checked in, into the session under way, with play counted from check-in', async ({
  page,
}) => {
  test.setTimeout(90_000)
  // Two short sessions on today's clock: the family books the first, which then ends; they arrive after it.
  // An earlier test's temporary event day would make today an event day: it goes first.
  if (temporaryEventDayId !== null) {
    expect((await api.delete(`/api/special-days/${temporaryEventDayId}`, { headers: admin })).ok()).toBe(true)
    temporaryEventDayId = null
  }
  const now = londonMinutes()
  test.skip(now < 60 || now > 23 * 60 - 40 || (await todayIsSpecial()), `today (London ${asTime(now)}) cannot hold two sessions around now`)
  const original = await bookingSettings()
  const first = asTime(now - 15)
  const second = asTime(now + 1)
  // The family books the first session while it runs (30 minutes long, so no minute turning over can end
  // it first); then the sessions become 15 minutes long, so the first has ended when they arrive.
  await updateBookingSettings({
    slots: [{ start: first }, { start: second }],
    sessionLengthMinutes: 30,
    arrivalWindow: { ...original.arrivalWindow, from: first, until: asTime(now + 20) },
  })
  try {
    const name = `Late Arrival${suffix()}`
    const booked = await paidBooking(api, name, londonToday(), first)
    await updateBookingSettings({ sessionLengthMinutes: 15 })

    await signInTablet(page, device)
    await search(page, name)
    const card = ticketCard(page, name, 'Today')
    await expect(card).toContainText('Arrive any time between')
    await expect(card).toContainText('15 minutes from check-in')
    await card.click()
    await page.getByLabel('I have read and accept the terms and conditions').check()
    await page.getByLabel('I accept the liability disclaimer').check()
    await page.getByLabel('I will not park in the reserved spaces').check()
    await page.getByRole('button', { name: 'Check In', exact: true }).click()
    const welcome = page.getByRole('heading', { name: /^Welcome, Late/ })
    await expect(welcome).toBeVisible()
    await expect(page.getByText(/You are checked in: play until \d{1,2}:\d{2} (AM|PM)\./)).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    const stored = await api.get(`/api/bookings/${booked.bookingId}?depth=0`, { headers: admin })
    const booking = (await stored.json()) as { slotStart: string; checkedInAt: string; playEndsAt: string }
    expect(booking.slotStart).toBe(second)
    expect(Date.parse(booking.playEndsAt) - Date.parse(booking.checkedInAt)).toBe(15 * 60_000)
  } finally {
    await updateBookingSettings({
      slots: original.slots,
      sessionLengthMinutes: original.sessionLengthMinutes,
      arrivalWindow: original.arrivalWindow,
    })
  }
})

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
]) {
  test(`after the last check-in time the kiosk sends the family to the desk, where staff check them in anyway with a reason (${viewport.width}x${viewport.height})`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    if (temporaryEventDayId !== null) {
      expect((await api.delete(`/api/special-days/${temporaryEventDayId}`, { headers: admin })).ok()).toBe(true)
      temporaryEventDayId = null
    }
    const now = londonMinutes()
    test.skip(now < 60 || now > 23 * 60 - 40 || (await todayIsSpecial()), `today (London ${asTime(now)}) cannot hold a session around now`)
    await page.setViewportSize(viewport)
    // A session under way whose arrival window closed a minute ago: the kiosk refuses, the desk decides.
    const original = await bookingSettings()
    await updateBookingSettings({
      slots: [{ start: asTime(now - 5) }],
      sessionLengthMinutes: 30,
      arrivalWindow: { ...original.arrivalWindow, from: asTime(now - 30), until: asTime(now - 2) },
    })
    try {
      const name = `Desk Decision${suffix()}`
      const booked = await paidBooking(api, name, londonToday(), asTime(now - 5))
      const refused = await page.request.post('/api/check-in/check-in', {
        headers: { ...(await deviceHeaders()), 'idempotency-key': `key-${suffix()}-${suffix()}` },
        data: {
          ticketId: booked.bookingId,
          numberPlate: null,
          cefParkingAgreed: true,
          termsAccepted: true,
          liabilityAccepted: true,
          waiverVersion: await waiverVersion(),
        },
      })
      expect(refused.status()).toBe(409)
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('session_ended')

      await page.goto('/admin')
      await page.getByLabel(/email/i).fill(process.env.ADMIN_EMAIL ?? '')
      await page.getByLabel(/password/i).fill(process.env.ADMIN_PASSWORD ?? '')
      await page.getByRole('button', { name: /login/i }).click()
      await expect(page).toHaveURL(/\/admin\/?(\?.*)?$/)
      await page.goto(`/admin/collections/bookings/${booked.bookingId}`)
      const button = page.getByRole('button', { name: 'Check in anyway' })
      await expect(button).toBeVisible()
      await page.getByLabel('Check in anyway: why?').fill('Stuck in traffic, called ahead')
      await button.click()
      await expect(page.getByText('The family must accept the terms and the liability disclaimer first.')).toBeVisible()
      await page.getByLabel('The family has read and accepted the terms and the liability disclaimer at the desk').check()
      // Our part of Payload's edit view; the rest is Payload's own admin.
      await expectNoSeriousA11yViolations(page, { include: '.visit-actions' })
      await button.click()
      // The page reloads with the visit open: the sidebar now offers to undo the check-in.
      await expect(page.getByRole('button', { name: 'Undo check-in' })).toBeVisible()

      const stored = (await (await api.get(`/api/bookings/${booked.bookingId}?depth=0`, { headers: admin })).json()) as { status: string }
      expect(stored.status).toBe('checked_in')
      const audit = await api.get(`/api/audit-log?where[action][equals]=staff_check_in&where[recordId][equals]=${booked.bookingId}`, {
        headers: admin,
      })
      expect(((await audit.json()) as { docs: { summary: string }[] }).docs[0]?.summary).toContain('Stuck in traffic, called ahead')
    } finally {
      await updateBookingSettings({
        slots: original.slots,
        sessionLengthMinutes: original.sessionLengthMinutes,
        arrivalWindow: original.arrivalWindow,
      })
    }
  })
}

test('a walk-in who paid at the desk is checked in at once', async ({ page }) => {
  // Long enough to check the welcome screen with axe before the kiosk starts over.
  await updateSettings({ successResetSeconds: 60 })
  // A session with places now (late in the day, the temporary event day's).
  test.skip(
    !(await sessionOpenForCheckIn()),
    `no session today (London ${asTime(londonMinutes())}) can take a walk-in, and too late to add one`,
  )
  const open = (await todaysSessions()).filter(isOpen)
  const name = `Sky Walker${suffix()}`
  await signInTablet(page, device)
  await page.getByRole('button', { name: 'New Customer - Paid In Store' }).click()
  await expect(page.getByRole('heading', { name: 'New Customer - Paid In Store' })).toBeFocused()
  // A walk-in accepts the terms like any family: the button waits for the three ticks.
  const checkIn = page.getByRole('button', { name: 'Check In', exact: true })
  await expect(checkIn).toBeDisabled()
  await expect(page.getByText('Please read and accept the terms and conditions before checking in.')).toBeVisible()
  await page.getByLabel('I have read and accept the terms and conditions').check()
  await page.getByLabel('I accept the liability disclaimer').check()
  await page.getByLabel('I will not park in the reserved spaces').check()
  await page.getByLabel('Vehicle number plate (optional)').fill('wa1 kin')
  await checkIn.click()
  await expect(page.getByText('Name Required', { exact: true })).toBeVisible()
  await expect(page.getByRole('form', { name: 'New customer' }).getByText('Please enter your full name', { exact: true })).toBeVisible()
  await expect(page.getByRole('group', { name: 'Children' }).locator('output')).toHaveText('1')
  await expect(page.getByRole('group', { name: 'Adults' }).locator('output')).toHaveText('1')
  await page.getByLabel('Full name').fill(name)
  await page.getByRole('button', { name: 'Add one child' }).click()
  await expect(page.getByRole('radio').first()).toBeChecked()
  await expect(page.getByRole('radio').first()).toHaveAccessibleName(new RegExp(escapeRegExp(open[0]!.label)))
  await expectNoSeriousA11yViolations(page)

  const created = page.waitForResponse((response) => response.url().endsWith('/api/check-in/walk-in'))
  await page.getByRole('button', { name: 'Check In', exact: true }).click()
  const answer = await created
  expect(answer.status()).toBe(201)
  expect(answer.request().headers()['idempotency-key']).toBeTruthy()
  expect(answer.request().postDataJSON()).toMatchObject({
    customerName: name,
    numberOfChildren: 2,
    numberOfAdults: 1,
    slotStart: open[0]!.start,
    numberPlate: 'WA1 KIN',
    termsAccepted: true,
    liabilityAccepted: true,
    cefParkingAgreed: true,
    waiverVersion: expect.any(Number),
  })
  await expect(page.getByRole('heading', { name: 'Welcome, Sky!' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Other sessions today' })).toBeVisible()
  // Two children: no babies' ticket.
  await expect(page.getByText('Babies 0-1 years')).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Finish' }).click()
  await search(page, name)
  await expect(ticketCard(page, name, 'Today')).toContainText('Currently Playing')
  // Straight back to a walk-in after the start-over: today's sessions are fetched afresh, not left loading.
  await page.getByRole('button', { name: 'New Customer - Paid In Store' }).click()
  await expect(page.getByRole('radio').first()).toBeChecked()
})

test('left alone, the kiosk starts over and forgets the family', async ({ page }) => {
  test.setTimeout(60_000)
  await updateSettings({ idleResetSeconds: 10 })
  const name = `Idle Kiosk${suffix()}`
  await paidBooking(api, name, (await openDayThisWeek(api)) ?? londonToday())
  await signInTablet(page, device)
  await search(page, name)
  await expect(page.getByRole('heading', { name: 'Your Bookings (1 found)' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Booking Details' })).toBeVisible()
  await page.getByLabel('Vehicle number plate (optional)').fill('IDLE1')
  // Nobody touches the screen: after 10 s the names, the booking and the plate are gone.
  await expect(page.getByRole('heading', { name: 'Your Bookings (1 found)' })).toHaveCount(0, { timeout: 20_000 })
  await expect(page.getByLabel('Name or booking reference')).toHaveValue('')
  expect(await page.content()).not.toContain(name)
  expect(await page.content()).not.toContain('IDLE1')
})

test('sideways on a tablet, everything fits and every control is big enough to touch', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 })
  const name = `Wide Kiosk${suffix()}`
  await paidBooking(api, name, (await openDayThisWeek(api)) ?? londonToday())
  await signInTablet(page, device)
  await search(page, name)
  await expect(page.getByRole('heading', { name: 'Booking Details' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true)
  const small = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main button, main a, main input, main label:has(input)')]
      .filter(
        (element) =>
          element.getClientRects().length > 0 && element.getAttribute('type') !== 'checkbox' && element.getAttribute('type') !== 'radio',
      )
      .map((element) => ({ text: element.textContent?.trim() || element.id, ...element.getBoundingClientRect().toJSON() }))
      .filter(({ height }) => height < 48),
  )
  expect(small).toEqual([])
  await expectNoSeriousA11yViolations(page)
})

test('a tablet an admin revokes is back at the sign-in form at its next call', async ({ page }) => {
  const revoked = await createDevice(api, admin, 'e2e revoked tablet')
  await signInTablet(page, revoked)
  expect((await api.patch(`/api/kiosk-devices/${revoked.id}`, { headers: admin, data: { disabled: true } })).ok()).toBe(true)
  await search(page, 'Anyone')
  await expect(page.getByRole('heading', { name: 'Sign in this kiosk' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Find Your Booking' })).toHaveCount(0)
})
