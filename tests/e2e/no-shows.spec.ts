import pg from 'pg'
import { expect, test, type APIRequestContext, type Page } from './support/test'
import { addBusinessDays } from '../../src/lib/time/businessDate'
import { longDate } from '../../src/lib/time/formatDate'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { paidBooking } from './support/bookings'
import { londonToday } from './support/clock'
import { adminHeaders, createStaff, signInToDashboard } from './support/staff'
import { suffix } from './support/text'

// No-shows on the staff dashboard (issue 24, part 4): marked by the real job, seen and undone by staff.
test.describe.configure({ mode: 'serial' })

let api: APIRequestContext
let admin: Record<string, string>
const staff = { email: `noshow-${suffix()}@test.example`, password: `noshow-${suffix()}-${suffix()}` }
const families = { desk: `Desk Noshow${suffix()}`, tablet: `Tablet Noshow${suffix()}` }
const ids: Record<keyof typeof families, number> = { desk: 0, tablet: 0 }
let yesterday = ''

async function paidBookingOn(customerName: string, date: string): Promise<number> {
  return (await paidBooking(api, { customerName, customerEmail: `noshow-${suffix()}@test.example`, date, children: 2 })).bookingId
}

const bookingStatus = async (id: number) =>
  ((await (await api.get(`/api/bookings/${id}?depth=0`, { headers: admin })).json()) as { status: string }).status

test.beforeAll(async ({ playwright }, testInfo) => {
  const databaseUrl = process.env.E2E_DATABASE_URL
  expect(databaseUrl, 'run through npm run test:e2e, which gives the tests its throwaway database').toBeTruthy()
  api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  admin = await adminHeaders(api)
  await createStaff(api, admin, staff)

  // Two families book and pay through the site for later this week...
  const bookingDay = addBusinessDays(londonToday(), 2)
  ids.desk = await paidBookingOn(families.desk, bookingDay)
  ids.tablet = await paidBookingOn(families.tablet, bookingDay)
  yesterday = addBusinessDays(londonToday(), -1)

  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    // ...and their day comes and goes without them: the server's clock cannot be moved, the booking's day can.
    await db.query('update bookings set date = $1 where id = any($2::int[])', [yesterday, [ids.desk, ids.tablet]])
    // The real job, on its queue: scheduled by a run of the maintenance queue, brought forward from its
    // next hourly turn, then run by the next one.
    expect((await api.get('/api/jobs/run?queue=maintenance', { headers: admin })).ok()).toBe(true)
    const due = await db.query(`update payload_jobs set wait_until = now() where task_slug = 'markNoShows' and completed_at is null`)
    expect(due.rowCount).toBeGreaterThan(0)
  } finally {
    await db.end()
  }
  await expect
    .poll(async () => {
      await api.get('/api/jobs/run?queue=maintenance', { headers: admin })
      return [await bookingStatus(ids.desk), await bookingStatus(ids.tablet)]
    })
    .toEqual(['no_show', 'no_show'])
})

async function undo(page: Page, name: string, reason: string): Promise<void> {
  await page.getByRole('button', { name: `Undo no-show of ${name}` }).click()
  const dialog = page.getByRole('dialog', { name: `Undo the no-show of ${name}?` })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Undo no-show', exact: true }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Please say why the no-show is undone')
  await expectNoSeriousA11yViolations(page)
  await dialog.getByLabel('Reason').fill(reason)
  await dialog.getByRole('button', { name: 'Undo no-show', exact: true }).click()
  await expect(page.getByText('No-show undone')).toBeVisible()
  await expect(dialog).toHaveCount(0)
}

test.describe('at the desk (1024x768)', () => {
  test.use({ viewport: { width: 1024, height: 768 } })

  test('the Overview counts yesterday’s no-shows and leads to them; staff undo one', async ({ page }) => {
    await signInToDashboard(page, staff)
    const card = page.getByRole('group', { name: 'No-shows yesterday' })
    await expect(card).toContainText(/No-shows yesterday\s*\d+\s*\d+ in the last 7 days/)
    // At least both families (a run across midnight may leave another spec's booking in yesterday).
    const [, yesterdays, week] = /No-shows yesterday\s*(\d+)\s*(\d+) in the last 7 days/.exec((await card.textContent()) ?? '') ?? []
    expect(Number(yesterdays)).toBeGreaterThanOrEqual(2)
    expect(Number(week)).toBeGreaterThanOrEqual(Number(yesterdays))
    await expectNoSeriousA11yViolations(page)

    await card.getByRole('link', { name: 'Review no-shows' }).click()
    await expect(page.getByRole('tab', { name: "Today's Bookings", exact: true })).toHaveAttribute('aria-selected', 'true')
    await expect(page).toHaveURL(new RegExp(`date=${yesterday}`))
    await expect(page.getByText(`Bookings for ${longDate(yesterday)}:`)).toBeVisible()
    await expect(page.getByLabel('Status')).toHaveValue('no_show')
    const table = page.getByRole('table').first()
    const row = table.getByRole('row').filter({ hasText: families.desk })
    await expect(row).toContainText('No-show')
    await expect(table.getByRole('row').filter({ hasText: families.tablet })).toContainText('No-show')
    await expectNoSeriousA11yViolations(page)

    await undo(page, families.desk, 'Came in; the kiosk was not used')
    // Filtered to no-shows, the undone booking leaves the list; it is paid again, never checked in.
    await expect(table.getByRole('row').filter({ hasText: families.desk })).toHaveCount(0)
    await page.getByLabel('Status').selectOption('')
    await expect(table.getByRole('row').filter({ hasText: families.desk })).toContainText('Not checked in')
    expect(await bookingStatus(ids.desk)).toBe('paid')
    await expectNoSeriousA11yViolations(page)
  })
})

test.describe('on a tablet (768x1024)', () => {
  test.use({ viewport: { width: 768, height: 1024 } })

  test('staff step back a day in Today’s Bookings, filter the no-shows and undo one', async ({ page }) => {
    await signInToDashboard(page, staff)
    await page.getByRole('tab', { name: "Today's Bookings", exact: true }).click()
    await expect(page.getByText(/^Today’s bookings: \d+ of \d+$|^No bookings today$/)).toBeVisible()
    await page.getByRole('button', { name: '← Previous day' }).click()
    await expect(page).toHaveURL(new RegExp(`date=${yesterday}`))
    await expect(page.getByLabel('Day', { exact: true })).toHaveValue(yesterday)
    await page.getByLabel('Status').selectOption('no_show')
    const table = page.getByRole('table').first()
    const row = table.getByRole('row').filter({ hasText: families.tablet })
    await expect(row).toContainText('No-show')
    // The one undone at the desk is not a no-show any more.
    await expect(table.getByRole('row').filter({ hasText: families.desk })).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)

    await undo(page, families.tablet, 'Booked twice by mistake, came on the other')
    await expect(row).toHaveCount(0)
    expect(await bookingStatus(ids.tablet)).toBe('paid')
    await page.getByRole('button', { name: 'Today', exact: true }).click()
    await expect(page).not.toHaveURL(/date=/)
    await expectNoSeriousA11yViolations(page)
  })
})
