import { expect, test, type Page } from './support/test'

// Issue 26: a content page's static sections arrive as the server's HTML and React hydrates nothing
// inside them (src/components/rendering/StaticMarkup.tsx), while the interactive parts beside them
// hydrate as before. React marks every element it has hydrated with a `__reactFiber$…` key; this
// reads those keys, so a section that went back to being hydrated, or an island that stopped
// being hydrated, fails here.

const hydrated = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')))

function watchErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

test('the landing page: its sections and footer are server HTML, not hydrated; the menu button is', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const errors = watchErrors(page)
  await page.goto('/')
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true })
  await expect.poll(() => hydrated(page, 'header button[aria-controls]')).toBe(true)

  for (const selector of ['header a[href="/"]', '#hero-title', '#special-event', '#pricing', '#loyalty', '#find-us', 'footer a'])
    expect(await hydrated(page, selector), `${selector} was hydrated`).toBe(false)
  await expect(page.locator('#pricing')).toContainText('£')
  await expect(page.locator('footer')).toContainText('Quick Links')

  // The island beside them works.
  await menuButton.click()
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('navigation', { name: 'Main (mobile)' })).toBeVisible()
  // A plain link inside the static HTML still navigates.
  await page.locator('section[aria-labelledby="hero-title"]').getByRole('link', { name: 'Book Your Visit' }).click()
  await expect(page).toHaveURL(/\/booking$/)
  expect(errors, 'the browser logged errors (a hydration mismatch shows here)').toEqual([])
})

test('the menu: the open panel is server HTML; a panel opened later is drawn by the browser, full', async ({ page }) => {
  const errors = watchErrors(page)
  await page.goto('/menu')
  const kids = page.getByRole('tab', { name: 'Kids Meals' })
  await expect.poll(() => hydrated(page, '[role="tab"]')).toBe(true)
  expect(await hydrated(page, '#menu-title'), 'the heading was hydrated').toBe(false)
  expect(await hydrated(page, '[role="tabpanel"] li'), 'the first panel was hydrated').toBe(false)

  // Opening another tab mounts its panel in the browser: it must come out with its dishes, not empty.
  await page.getByRole('tab', { name: 'Drinks' }).click()
  await expect(page.getByRole('tabpanel')).toHaveAccessibleName('Drinks')
  await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible()
  const drinks = await page.getByRole('tabpanel').getByRole('heading', { level: 3 }).count()
  expect(drinks).toBeGreaterThan(0)
  // And back: the first panel is drawn again in full.
  await kids.click()
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Chicken Nuggets & Chips' })).toBeVisible()
  expect(errors, 'the browser logged errors (a hydration mismatch shows here)').toEqual([])
})

for (const { path, island, statics } of [
  { path: '/menu-poster', island: 'main button[data-print="hide"]', statics: ['#poster-title', '[data-testid="poster-columns"]'] },
  { path: '/qr-menu', island: 'header button[aria-controls]', statics: ['#qr-title'] },
  { path: '/facebook-feed', island: 'header button[aria-controls]', statics: ['#feed-title', 'main a[href="/"]'] },
]) {
  test(`${path}: its content is server HTML, not hydrated`, async ({ page }) => {
    const errors = watchErrors(page)
    await page.goto(path)
    await expect.poll(() => hydrated(page, island)).toBe(true)
    for (const selector of statics) expect(await hydrated(page, selector), `${selector} was hydrated`).toBe(false)
    expect(errors, 'the browser logged errors (a hydration mismatch shows here)').toEqual([])
  })
}
