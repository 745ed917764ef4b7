import { expect, test, type APIRequestContext, type BrowserContext, type Page } from './support/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { openSessionForCheckIn, type OpenSession } from './support/checkInSession'
import { asTime, londonMinutes, londonToday } from './support/clock'
import { CHECK_IN_TICKS, createDevice, paidBooking, search, setDeviceDisabled, signInTablet, type Device } from './support/kiosk'
import { adminHeaders } from './support/staff'
import { escapeRegExp, suffix } from './support/text'

// Issue 38: the door keeps working through a network drop. The tablet is taken offline with
// Playwright's offline mode (the page, its service worker and its calls); the server is the real one.
test.use({ hasTouch: true })
test.describe.configure({ mode: 'serial' })

let api: APIRequestContext
let admin: Record<string, string>
let eventDayId: number | null = null

test.beforeAll(async ({ playwright }, testInfo) => {
  api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  admin = await adminHeaders(api)
})

test.afterAll(async () => {
  if (eventDayId !== null) expect((await api.delete(`/api/special-days/${eventDayId}`, { headers: admin })).ok()).toBe(true)
  await api.dispose()
})

/** A session open for check-in now (the same for every test here: a temporary event day is made once). */
let open: OpenSession | null | undefined
async function sessionNow(): Promise<OpenSession | null> {
  if (open === undefined)
    open = await openSessionForCheckIn(api, admin, (id) => {
      eventDayId = id
    })
  return open
}

/** Signs the tablet in and waits until it can work offline: its worker controls the page, the page is kept, and the day is copied. */
async function signInForOffline(page: Page, device: Device): Promise<void> {
  const copied = page.waitForResponse((response) => response.url().endsWith('/api/check-in/todays-tickets') && response.ok())
  await signInTablet(page, device)
  await copied
  await expect
    .poll(() => page.evaluate(async () => Boolean(navigator.serviceWorker.controller && (await caches.match('/check-in')))), {
      timeout: 20_000,
    })
    .toBe(true)
}

/** What the tablet holds in IndexedDB under `key` ('copy', 'queue', 'results'), read as the page would. */
function stored(page: Page, key: string): Promise<unknown> {
  return page.evaluate(
    (name) =>
      new Promise((resolve, reject) => {
        const opened = indexedDB.open('playcentre-kiosk')
        opened.onerror = () => reject(opened.error)
        opened.onsuccess = () => {
          const read = opened.result.transaction('offline').objectStore('offline').get(name)
          read.onsuccess = () => resolve(read.result ?? null)
          read.onerror = () => reject(read.error)
        }
      }),
    key,
  )
}

const ticketCard = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(escapeRegExp(name)) })
const banner = (page: Page) => page.getByRole('status').filter({ hasText: /^(Offline|Sending):/ })

async function tickAndCheckIn(page: Page): Promise<void> {
  for (const tick of CHECK_IN_TICKS) await page.getByLabel(tick).check()
  await page.getByRole('button', { name: 'Check In', exact: true }).click()
}

type VisitEvent = { action: string; at: string; actorLabel: string }
async function visitsOf(bookingId: number): Promise<VisitEvent[]> {
  const events = await api.get(`/api/visit-events?where[booking][equals]=${bookingId}&limit=20`, { headers: admin })
  return ((await events.json()) as { docs: VisitEvent[] }).docs
}

async function offlineTablet(context: BrowserContext, page: Page, name: string): Promise<Device> {
  const device = await createDevice(api, admin, name)
  await signInForOffline(page, device)
  await context.setOffline(true)
  return device
}

for (const viewport of [
  { name: 'upright', width: 768, height: 1024 },
  { name: 'sideways', width: 1024, height: 768 },
]) {
  test(`held ${viewport.name} (${viewport.width}x${viewport.height}): offline, the kiosk reopens, finds today’s family, checks them in, and sends it once when back`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    const now = await sessionNow()
    test.skip(!now, `no session today (London ${asTime(londonMinutes())}) is open for check-in: run before 23:00 London time`)
    const family = `Offline${suffix()}`
    const booking = await paidBooking(api, `Robin ${family}`, londonToday(), now!.session.start)
    await offlineTablet(context, page, `e2e offline door ${viewport.name}`)

    // A reload with no network opens the kiosk, signed in as before.
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Find Your Booking' })).toBeVisible()
    await expect(banner(page)).toContainText('Offline: 0 check-ins waiting to be sent')

    // The search runs on the tablet's copy, with the same 2-letter rule.
    await search(page, 'R')
    await expect(page.getByText('Please enter at least 2 characters')).toBeVisible()
    await search(page, family)
    await ticketCard(page, family).click()
    await tickAndCheckIn(page)
    const recordedBy = Date.now()
    await expect(page.getByText('Checked in, will sync.')).toBeVisible({ timeout: 15_000 })
    await expect(banner(page)).toContainText('Offline: 1 check-in waiting to be sent')

    // A few seconds after a check-in the kiosk starts over by itself (Kiosk settings), offline too;
    // searched again, the family shows as playing.
    await expect(page.getByRole('heading', { name: 'Find Your Booking' })).toBeVisible({ timeout: 30_000 })
    await expectNoSeriousA11yViolations(page)
    await search(page, family)
    await expect(ticketCard(page, family)).toContainText('Currently Playing')
    expect(await visitsOf(booking.bookingId)).toEqual([])

    await page.waitForTimeout(1500)
    await context.setOffline(false)
    const results = page.getByRole('region', { name: 'Sent After the Connection Came Back' })
    await expect(results).toContainText(`Check-in of booking ${booking.reference}`)
    await expect(results).toContainText('Sent: done as recorded.')
    await expect(banner(page)).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)

    // Exactly one visit, at the time the tablet recorded it (before the connection came back).
    const visits = await visitsOf(booking.bookingId)
    expect(visits.map((visit) => visit.action)).toEqual(['check_in'])
    expect(Date.parse(visits[0]!.at)).toBeLessThanOrEqual(recordedBy + 1000)
    expect(Date.now() - Date.parse(visits[0]!.at)).toBeGreaterThan(1000)
    expect(visits[0]!.actorLabel).toBe(`e2e offline door ${viewport.name}`)
  })
}

test('two tablets offline check in the same ticket: one visit, the other a duplicate attempt for staff', async ({ browser }) => {
  test.setTimeout(120_000)
  const now = await sessionNow()
  test.skip(!now, 'no session today is open for check-in: run before 23:00 London time')
  const family = `Twice${suffix()}`
  const booking = await paidBooking(api, `Alex ${family}`, londonToday(), now!.session.start)
  const tablets = await Promise.all([0, 1].map(() => browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true })))
  try {
    const pages = await Promise.all(tablets.map((context) => context.newPage()))
    for (const [index, page] of pages.entries()) await offlineTablet(tablets[index]!, page, `e2e twin door ${index + 1}`)
    for (const page of pages) {
      await search(page, family)
      await ticketCard(page, family).click()
      await tickAndCheckIn(page)
      await expect(page.getByText('Checked in, will sync.')).toBeVisible({ timeout: 15_000 })
    }

    await tablets[0]!.setOffline(false)
    await expect(pages[0]!.getByRole('region', { name: 'Sent After the Connection Came Back' })).toContainText('Sent: done as recorded.')
    await tablets[1]!.setOffline(false)
    const second = pages[1]!.getByRole('region', { name: 'Sent After the Connection Came Back' })
    await expect(second).toContainText('Already done on another tablet: the earlier one stands.')
    await expectNoSeriousA11yViolations(pages[1]!)

    expect((await visitsOf(booking.bookingId)).map((visit) => visit.action)).toEqual(['check_in'])
    const attention = await api.get('/api/admin/needs-attention', { headers: admin })
    const { offlineCheckIns } = (await attention.json()) as { offlineCheckIns: { items: { bookingId: number | null; outcome: string }[] } }
    expect(offlineCheckIns.items.filter((item) => item.bookingId === booking.bookingId).map((item) => item.outcome)).toEqual([
      'duplicate_attempt',
    ])
  } finally {
    await Promise.all(tablets.map((context) => context.close()))
  }
})

test('a tablet revoked while offline wipes its copy and what it holds at its next answer, and asks to be signed in', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 768, height: 1024 })
  const now = await sessionNow()
  test.skip(!now, 'no session today is open for check-in: run before 23:00 London time')
  const family = `Revoked${suffix()}`
  const booking = await paidBooking(api, `Sam ${family}`, londonToday(), now!.session.start)
  const device = await offlineTablet(context, page, 'e2e revoked door')
  await search(page, family)
  await ticketCard(page, family).click()
  await tickAndCheckIn(page)
  await expect(page.getByText('Checked in, will sync.')).toBeVisible({ timeout: 15_000 })
  expect(await stored(page, 'copy')).not.toBeNull()

  await setDeviceDisabled(api, admin, device, true)
  await context.setOffline(false)
  await expect(page.getByRole('heading', { name: 'Sign in this kiosk' })).toBeVisible()
  expect(await stored(page, 'copy')).toBeNull()
  expect(await stored(page, 'queue')).toBeNull()
  // Nor does a reload with no network open the kiosk as if still signed in.
  expect(await page.evaluate(async () => Boolean(await caches.match('/check-in', { ignoreVary: true })))).toBe(false)
  expect(await visitsOf(booking.bookingId)).toEqual([])
})

test('a walk-in who paid at the desk is taken offline and saved as a booking paid in store once back', async ({ page, context }) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 1024, height: 768 })
  const now = await sessionNow()
  test.skip(!now, 'no session today is open for check-in: run before 23:00 London time')
  await offlineTablet(context, page, 'e2e offline walk-in door')
  const name = `Sky Offline${suffix()}`
  await page.getByRole('button', { name: 'New Customer - Paid In Store' }).click()
  await page.getByLabel('Full name').fill(name)
  await page.getByRole('button', { name: 'Add one child' }).click()
  await expect(page.getByText("Today's sessions could not be loaded: you will join the current or next one.")).toBeVisible()
  await tickAndCheckIn(page)
  // One look at the welcome: the kiosk starts over by itself a few seconds later.
  await expect(page.getByRole('region', { name: 'Welcome, Sky!' })).toContainText('Checked in, will sync.', { timeout: 15_000 })

  await context.setOffline(false)
  const results = page.getByRole('region', { name: 'Sent After the Connection Came Back' })
  await expect(results).toContainText('New customer (paid in store)')
  await expect(results).toContainText(/Sent: (done as recorded|kept for staff to check)\./)
  const found = await api.get(`/api/bookings?where[customerName][equals]=${encodeURIComponent(name)}&depth=0`, { headers: admin })
  const { docs } = (await found.json()) as { docs: { source: string; paidInStore: boolean; children: number; status: string }[] }
  expect(docs).toHaveLength(1)
  expect(docs[0]).toMatchObject({ source: 'walk_in', paidInStore: true, children: 2, status: 'checked_in' })
})

test('offline since before the day was copied, staff note the family instead of turning them away', async ({ page, context }) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 1024, height: 768 })
  const device = await createDevice(api, admin, 'e2e door without a copy')
  // The copy never arrives: the tablet went offline as it was signed in.
  await page.route('**/api/check-in/todays-tickets', (route) => route.abort('internetdisconnected'))
  await signInTablet(page, device)
  await expect.poll(() => page.evaluate(async () => Boolean(await caches.match('/check-in'))), { timeout: 20_000 }).toBe(true)
  await context.setOffline(true)
  await page.unroute('**/api/check-in/todays-tickets')

  const family = `Noted${suffix()}`
  await search(page, family)
  await expect(page.getByText('No Copy of Today’s Tickets', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Take the Family’s Details' }).click()
  await page.getByLabel('Name the booking was made in').fill(`Jo ${family}`)
  await page.getByRole('button', { name: 'Add one child' }).click()
  await page.getByLabel('Note for the desk (optional)').fill('Says they booked for 10:00')
  await page.getByRole('button', { name: 'Save for Staff' }).click()
  await expect(page.getByText('Noted, will sync.', { exact: false })).toBeVisible()
  await expect(banner(page)).toContainText('Offline: 1 check-in waiting to be sent')

  await context.setOffline(false)
  const results = page.getByRole('region', { name: 'Sent After the Connection Came Back' })
  await expect(results).toContainText('Family noted for staff')
  await expect(results).toContainText('Sent: kept for staff to check.')
  await expect(results).not.toContainText(family)
  const attention = await api.get('/api/admin/needs-attention', { headers: admin })
  const { offlineCheckIns } = (await attention.json()) as {
    offlineCheckIns: { items: { customerName: string | null; children: number | null }[] }
  }
  expect(offlineCheckIns.items.find((item) => item.customerName === `Jo ${family}`)).toMatchObject({ children: 2 })
})

test('the kiosk’s service worker controls /check-in alone: not the public site, not /admin', async ({ page }) => {
  const device = await createDevice(api, admin, 'e2e worker scope door')
  await signInForOffline(page, device)
  const scopes = await page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((registration) => registration.scope),
  )
  expect(scopes).toEqual([expect.stringMatching(/\/check-in$/)])
  for (const path of ['/', '/admin', '/booking']) {
    await page.goto(path)
    expect(await page.evaluate(() => navigator.serviceWorker.controller === null), `${path} is controlled by a service worker`).toBe(true)
  }
  const manifest = await api.get('/check-in/manifest.webmanifest')
  expect(await manifest.json()).toMatchObject({ display: 'standalone', start_url: '/check-in', scope: '/check-in' })
})

test('the tablet keeps the kiosk’s own files for offline, the QR reader’s included, and none of the dashboard’s', async ({
  page,
  browser,
}) => {
  const staticPath = (url: string) => new URL(url).pathname
  const isBuildFile = (url: string) => staticPath(url).startsWith('/_next/static/')
  const kioskFiles = new Set<string>()
  page.on('request', (request) => {
    if (isBuildFile(request.url())) kioskFiles.add(staticPath(request.url()))
  })
  const device = await createDevice(api, admin, 'e2e precache door')
  await signInForOffline(page, device)
  const precached = await page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.includes('precache'))
    const urls: string[] = []
    for (const name of names) for (const request of await (await caches.open(name)).keys()) urls.push(request.url)
    return urls
  })
  const precachedPaths = new Set(precached.filter(isBuildFile).map(staticPath))
  expect(
    [...kioskFiles].filter((file) => !precachedPaths.has(file)),
    'the kiosk loaded files it would not have offline',
  ).toEqual([])
  expect(
    [...precachedPaths].some((file) => file.endsWith('.wasm')),
    'the QR reader’s WebAssembly is kept',
  ).toBe(true)

  // Another browser: the tablet's own session would be refused by the dashboard.
  const desk = await browser.newContext()
  const dashboard = await desk.newPage()
  const dashboardFiles = new Set<string>()
  dashboard.on('request', (request) => {
    if (isBuildFile(request.url())) dashboardFiles.add(staticPath(request.url()))
  })
  await dashboard.goto('/admin')
  await expect(dashboard.getByRole('button', { name: /login/i })).toBeVisible()
  const dashboardOnly = [...dashboardFiles].filter((file) => !kioskFiles.has(file))
  expect(dashboardOnly.length, 'the sign-in page loads files the kiosk does not').toBeGreaterThan(0)
  expect(
    dashboardOnly.filter((file) => precachedPaths.has(file)),
    'the tablet keeps dashboard files',
  ).toEqual([])
  await desk.close()
})
