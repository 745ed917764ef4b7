import { expect, test, type Page } from './support/test'

async function openTicketType(page: Page, title: string): Promise<void> {
  await page.goto('/admin/collections/ticket-types')
  await page.getByRole('link', { name: title }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/ticket-types\/\d+/)
}

const email = process.env.ADMIN_EMAIL ?? ''
const password = process.env.ADMIN_PASSWORD ?? ''

test.describe.configure({ mode: 'serial' })

// Whatever happens in the test, the seeded price goes back so other tests see the spec's numbers.
test.afterAll(async ({ request }) => {
  if (!email || !password) return
  const login = await request.post('/api/users/login', { data: { email, password } })
  const { token } = (await login.json()) as { token: string }
  const headers = { Authorization: `JWT ${token}` }
  const found = await request.get('/api/ticket-types?where[key][equals]=child-1-12', { headers })
  const { docs } = (await found.json()) as { docs: { id: number }[] }
  const restored = await request.patch(`/api/ticket-types/${docs[0]!.id}`, { headers, data: { pricePence: 950 } })
  expect(restored.ok()).toBe(true)
  const items = await request.get(`/api/menu-items?where[name][equals]=${encodeURIComponent(menuItem.edited)}`, { headers })
  for (const doc of ((await items.json()) as { docs: { id: number }[] }).docs) {
    const back = await request.patch(`/api/menu-items/${doc.id}`, { headers, data: { name: menuItem.seeded, pricePence: 550 } })
    expect(back.ok()).toBe(true)
  }
})

const menuItem = { seeded: 'Chicken Nuggets & Chips', edited: 'Crispy Chicken Nuggets & Chips' }

async function signIn(page: Page): Promise<void> {
  await page.goto('/admin')
  await page.getByLabel(/email/i).fill(email)
  await page.getByLabel(/password/i).fill(password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

test('the seeded admin signs in, changes a ticket price, and the home page shows it', async ({ page }) => {
  test.skip(!email || !password, 'run through npm run test:e2e, which sets the admin credentials')
  // The run's first test meets every admin page cold while the integration suite shares the two cores
  // (seen: 7 s for the first /admin, 5 s for the next), so it gets more than the default 30 s.
  test.setTimeout(60_000)

  await signIn(page)

  await openTicketType(page, 'Children 1-12 years')
  const price = page.getByRole('spinbutton', { name: /Price \(pence\)/ })
  await expect(price).toHaveValue('950')
  await price.fill('1025')
  // A draft first (issue 27 part 1): the family's page keeps the published price.
  await page.getByRole('button', { name: 'Save Draft' }).click()
  await expect(page.getByText(/draft saved successfully/i)).toBeVisible()
  const editor = page.url()
  await page.goto('/')
  await expect(page.locator('#pricing').getByText('£9.50')).toBeVisible()
  await expect(page.locator('#pricing').getByText('£10.25')).toHaveCount(0)

  await page.goto(editor)
  await expect(price).toHaveValue('1025')
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/updated successfully/i)).toBeVisible()
  await expect(async () => {
    await page.goto('/')
    await expect(page.locator('#pricing').getByText('£10.25')).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 15_000 })

  // The history lists both saves, each with its status.
  await page.goto(`${editor}/versions`)
  await expect(page.getByRole('cell', { name: 'Published' }).first()).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Draft' }).first()).toBeVisible()
  // No axe scan here: the Versions list is Payload's own screen (3.90.2: its sortable column
  // labels fail colour contrast and its pagination list nests a non-li in a ul), not ours to change.
})

// How soon an edit shows is measured by bench/multi-instance.mjs (issue 26), not asserted here.
test('a menu item renamed and repriced in the admin shows on /menu', async ({ page }) => {
  test.skip(!email || !password, 'run through npm run test:e2e, which sets the admin credentials')
  await page.goto('/menu')
  await expect(page.getByText(menuItem.seeded)).toBeVisible()

  await signIn(page)
  await page.goto('/admin/collections/menu-items')
  await page.getByRole('link', { name: menuItem.seeded }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/menu-items\/\d+/)
  await page.getByRole('textbox', { name: /^Name/ }).fill(menuItem.edited)
  await page.getByRole('spinbutton', { name: /Price \(pence/ }).fill('599')
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/updated successfully/i)).toBeVisible()

  await expect(async () => {
    await page.goto('/menu')
    const item = page.getByText(menuItem.edited)
    await expect(item).toBeVisible({ timeout: 500 })
    await expect(page.getByText('£5.99').first()).toBeVisible({ timeout: 500 })
  }).toPass({ timeout: 15_000 })
  await expect(page.getByText(menuItem.seeded, { exact: true })).toHaveCount(0)
})
