import pg from 'pg'
import { expect, test, type APIRequestContext, type Page } from './support/test'
import { addBusinessDays } from '../../src/lib/time/businessDate'
import { longDate } from '../../src/lib/time/formatDate'
import { expectNoSeriousA11yViolations } from './support/a11y'

// No-shows on the staff dashboard (issue 24, part 4): marked by the real job, seen and undone by staff.
test.describe.configure({ mode: 'serial' })

const londonToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date())
const suffix = () => Array.from({ length: 6 }, () => 'abcdefghjkmnpqrstuvwxyz'[Math.floor(Math.random() * 23)]).join('')

let api: APIRequestContext
let admin: Record<string, string>
const staff = { email: `noshow-${suffix()}@test.example`, password: `noshow-${suffix()}-${suffix()}` }
const families = { desk: `Desk Noshow${suffix()}`, tablet: `Tablet Noshow${suffix()}` }
const ids: Record<keyof typeof families, number> = { desk: 0, tablet: 0 }
let yesterday = ''

async function paidBooking(customerName: string, date: string): Promise<number> {
  const created = await api.post('/api/create-booking-payment', {
    data: {
      customerName,
      customerEmail: `noshow-${suffix()}@test.example`,
      customerPhone: '07700 900321',
      selectedDate: date,
      agreeToTerms: true,
      ticketQuantities: { 'child-1-12': 2, adult: 1 },
      totalAmount: 21,
      loyaltyOptIn: false,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { bookingId, clientSecret } = (await created.json()) as { bookingId: number; clientSecret: string }
  expect((await api.post('/api/payments/test/confirm', { data: { clientSecret } })).ok()).toBe(true)
  return bookingId
}

const bookingStatus = async (id: number) => ((await (await api.get(`/api/bookings/${id}?depth=0`, { headers: admin })).json()) as { status: string }).status

test.beforeAll(async ({ playwright }, testInfo) => {
  const databaseUrl = process.env.E2E_DATABASE_URL
  expect(databaseUrl, 'run through npm run test:e2e, which gives the tests its throwaway database').toBeTruthy()
  api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  const login = await api.post('/api/users/login', { data: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD } })
  expect(login.ok()).toBe(true)
  admin = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  expect((await api.post('/api/users', { headers: admin, data: { ...staff, roles: ['staff'] } })).status()).toBe(201)

  // Two families book and pay through the site for later this week...
  const bookingDay = addBusinessDays(londonToday(), 2)
  ids.desk = await paidBooking(families.desk, bookingDay)
  ids.tablet = await paidBooking(families.tablet, bookingDay)
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
  await expect.poll(async () => {
    await api.get('/api/jobs/run?queue=maintenance', { headers: admin })
    return [await bookingStatus(ids.desk), await bookingStatus(ids.tablet)]
  }).toEqual(['no_show', 'no_show'])
})

async function signIn(page: Page): Promise<void> {
  await page.goto('/admin')
  await page.getByLabel(/email/i).fill(staff.email)
  await page.getByLabel(/password/i).fill(staff.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page.getByRole('heading', { name: 'Today at the play centre' })).toBeVisible()
}

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
    await signIn(page)
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
    await signIn(page)
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
