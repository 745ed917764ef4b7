import { expect, test, type APIRequestContext, type Page } from './support/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { asTime, londonMinutes } from './support/clock'
import { isTodaySpecial, readBookingSettings, type BookingSettingsDoc } from './support/checkInSession'
import { adminHeaders, createStaff, signInToDashboard } from './support/staff'
import { suffix } from './support/text'

// How busy it is now (issue 40, docs/adr/0032) on the home and booking pages and the staff
// Overview: the live line and the chart, read in the browser, with their space kept (no shift).
test.describe.configure({ mode: 'serial' })

let api: APIRequestContext
let admin: Record<string, string>
let original: BookingSettingsDoc | null = null
let skipReason: string | null = null

const LINE = /^(Quiet|Steady|Busy|Full) now: (\d+|1) child(ren)? playing, (\d+ places?|no places) free until \d{1,2}:\d{2} (AM|PM)$/

test.beforeAll(async ({ playwright }, testInfo) => {
  api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  admin = await adminHeaders(api)
  // The server's clock cannot be moved: today's window is moved around it instead (two sessions of two hours).
  const now = londonMinutes()
  if (now < 90 || now > 21 * 60) skipReason = `London ${asTime(now)}: too near midnight for a day around now`
  else if (await isTodaySpecial(api, admin)) skipReason = 'today is a special day'
  if (skipReason) return
  original = await readBookingSettings(api)
  const first = Math.floor((now - 60) / 30) * 30
  const updated = await api.post('/api/globals/booking-settings', {
    headers: admin,
    data: {
      slots: [{ start: asTime(first) }, { start: asTime(first + 120) }],
      sessionLengthMinutes: 120,
      arrivalWindow: { ...original.arrivalWindow, from: asTime(first), until: asTime(first + 150) },
    },
  })
  expect(updated.ok(), await updated.text()).toBe(true)
})

test.afterAll(async () => {
  if (original) {
    const { slots, sessionLengthMinutes, arrivalWindow } = original
    await api.post('/api/globals/booking-settings', { headers: admin, data: { slots, sessionLengthMinutes, arrivalWindow } })
  }
  await api.dispose()
})

/**
 * Holds GET /api/busy-now until `release()`, so the watch below starts before the figures arrive
 * (a laptop's first screen asks for them at once).
 */
async function holdBusyCall(page: Page, answer?: { status: number; body: string }): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/busy-now', async (route) => {
    await released
    if (answer) await route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body })
    else await route.continue()
  })
  return release
}

/**
 * Starts recording the layout shifts from now on (the browser's own record, with what moved), and
 * returns a reader. Earlier shifts (the news teaser filling in below) are not the busy card's.
 */
async function watchShifts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const shifts: string[] = []
    ;(window as unknown as { busyShifts: string[] }).busyShifts = shifts
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[])
        if (!entry.hadRecentInput)
          shifts.push(
            `${entry.value.toFixed(4)}: ${(entry.sources ?? [])
              .map((source) =>
                source.node instanceof Element ? `${source.node.tagName}.${source.node.className}` : String(source.node?.nodeName),
              )
              .join(', ')}`,
          )
    }).observe({ type: 'layout-shift' })
  })
  return async () => {
    await page.waitForTimeout(300)
    return page.evaluate(() => (window as unknown as { busyShifts: string[] }).busyShifts)
  }
}

const section = (page: Page) => page.getByRole('region', { name: 'How busy is it now?' })

for (const viewport of [
  { name: 'a phone', width: 390, height: 844 },
  { name: 'a laptop', width: 1280, height: 800 },
]) {
  for (const path of ['/', '/booking']) {
    test(`${path} shows the live line and a readable chart on ${viewport.name}, moving nothing`, async ({ page }) => {
      test.skip(skipReason !== null, skipReason ?? '')
      await page.setViewportSize({ width: viewport.width, height: viewport.height })
      const release = await holdBusyCall(page)
      await page.goto(path)
      const busy = section(page)
      await expect(busy).toBeVisible()
      // The social teaser below changes height when its post arrives (a shift of its own): let it settle first.
      await expect(page.getByText('Loading the latest news…')).toHaveCount(0)
      const kept = await busy.boundingBox()
      const shifts = await watchShifts(page)
      release()
      // The home page reads the figures when the card nears the screen (the booking page has them in its HTML).
      await busy.scrollIntoViewIfNeeded()
      const line = busy.locator('p').first()
      await expect(line).toHaveText(LINE)
      // The chart's figures as a table for screen readers, the picture hidden from them.
      const table = busy.getByRole('table', { name: /Children expected inside later today/ })
      await expect(table.getByRole('row')).not.toHaveCount(0)
      await expect(table.getByRole('columnheader', { name: 'Children expected inside' })).toBeAttached()
      const chart = busy.locator('[aria-hidden="true"] > svg')
      await expect(chart).toHaveCount(1)
      const box = await chart.boundingBox()
      expect(box!.width).toBeGreaterThan(viewport.width * 0.75)
      expect(box!.height).toBeGreaterThanOrEqual(100)
      // Axis labels large enough to read on a phone.
      const labelSize = await busy
        .locator('figure span')
        .filter({ hasText: /\d (AM|PM)$/ })
        .first()
        .evaluate((el) => parseFloat(getComputedStyle(el).fontSize))
      expect(labelSize).toBeGreaterThanOrEqual(12)
      // The card kept its size from the first paint to the figures.
      expect((await busy.boundingBox())!.height).toBe(kept!.height)
      expect(await shifts()).toEqual([])
      await expectNoSeriousA11yViolations(page)
    })
  }
}

test('a failed call shows nothing in the kept space, and the page does not move', async ({ page }) => {
  test.skip(skipReason !== null, skipReason ?? '')
  await page.setViewportSize({ width: 390, height: 844 })
  const release = await holdBusyCall(page, { status: 503, body: '{"error":{}}' })
  await page.goto('/')
  const busy = section(page)
  await expect(busy).toBeVisible()
  await expect(page.getByText('Loading the latest news…')).toHaveCount(0)
  const kept = await busy.boundingBox()
  const shifts = await watchShifts(page)
  const answered = page.waitForResponse('**/api/busy-now')
  release()
  await busy.scrollIntoViewIfNeeded()
  await answered
  await expect(busy.getByRole('status')).toHaveCount(0)
  await expect(busy.locator('p')).toHaveCount(0)
  await expect(busy).not.toContainText(/error|failed|try again/i)
  expect((await busy.boundingBox())!.height).toBe(kept!.height)
  expect(await shifts()).toEqual([])
  await expectNoSeriousA11yViolations(page)
})

test('staff see the same figures and chart on the Overview', async ({ page }) => {
  test.skip(skipReason !== null, skipReason ?? '')
  await page.setViewportSize({ width: 1024, height: 768 })
  const account = { email: `busy-${suffix()}@test.example`, password: `busy-${suffix()}-${suffix()}` }
  await createStaff(api, admin, account)
  await signInToDashboard(page, account)
  const card = page.getByRole('region', { name: 'How busy it is now' })
  await expect(card).toBeVisible()
  // The same public call as the pages (shared for 30 seconds), so the same words.
  await expect(card.getByText(new RegExp(`^Families see: “${LINE.source.slice(1, -1)}”$`))).toBeVisible()
  await expect(card.getByRole('table', { name: /Children expected inside later today/ }).getByRole('row')).not.toHaveCount(0)
  await expectNoSeriousA11yViolations(page, { include: '[aria-labelledby="staff-busy-now"]' })
})
