import { expect, test } from './support/test'
import { expectNoSeriousA11yViolations } from './support/a11y'

type PrintCounter = { printed: number }

test.beforeEach(async ({ page }) => {
  // The real dialog would block the test; count the calls instead.
  await page.addInitScript(() => {
    ;(window as unknown as PrintCounter).printed = 0
    window.print = () => {
      ;(window as unknown as PrintCounter).printed += 1
    }
  })
})

test('the poster lists the menu by category in two columns, with an allergen key', async ({ page }) => {
  await page.goto('/menu-poster')
  await expect(page).toHaveTitle(/^Printable Menu Poster \| /)
  await expect(page.getByRole('heading', { level: 1, name: 'Cafe Menu' })).toBeVisible()

  const key = page.getByRole('list', { name: 'Allergen key' })
  await expect(key.getByRole('listitem')).toHaveText([
    'G Gluten',
    'D Dairy',
    'E Eggs',
    'N Nuts',
    'P Peanuts',
    'F Fish',
    'S Soya',
    'Se Sesame',
  ])

  for (const title of ['Main Meals', 'Lunchboxes', 'Desserts', 'Healthy Options', 'Snacks', 'Hot Drinks', 'Cold Drinks']) {
    await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible()
  }

  // The poster's own list differs from /menu: it has dishes from £4.00 to £12.00.
  const row = (name: string) => page.getByRole('listitem').filter({ hasText: name })
  await expect(row('Loaded Nachos to Share')).toContainText('£12.00')
  await expect(row('Soup of the Day')).toContainText('£4.00')
  // Each dish is marked with its allergens' codes, and says them in words to a screen reader.
  await expect(row('Fish Fingers & Chips').locator('[data-allergen-codes]')).toHaveText('F G')
  await expect(row('Fish Fingers & Chips')).toContainText('(contains Fish, Gluten)')
  await expect(row('Bottled Water').locator('[data-allergen-codes]')).toHaveCount(0)

  const columns = page.getByTestId('poster-columns')
  expect(await columns.evaluate((element) => getComputedStyle(element).columnCount)).toBe('2')
  await expectNoSeriousA11yViolations(page)
})

test('two QR codes labelled "Scan for online menu" hold the absolute /menu address', async ({ page, baseURL }) => {
  await page.goto('/menu-poster')
  const codes = page.getByRole('figure').filter({ hasText: 'Scan for online menu' })
  await expect(codes).toHaveCount(2)
  for (const code of await codes.all()) {
    const image = code.getByRole('img')
    await expect(image).toHaveAttribute('data-qr-url', `${baseURL}/menu`)
    await expect(image).toHaveAttribute('width', '120')
    expect(await image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/)
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true)
    await expect(code.getByText(`${baseURL}/menu`, { exact: true })).toBeVisible()
  }
})

test('Print Menu opens the print dialog; on paper only the poster shows, in two columns', async ({ page }) => {
  await page.goto('/menu-poster')
  await page.getByRole('button', { name: 'Print Menu' }).click()
  expect(await page.evaluate(() => (window as unknown as PrintCounter).printed)).toBe(1)

  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('contentinfo')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Print Menu' })).toBeHidden()
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: 'Cafe Menu' })).toBeVisible()
  await expect(page.getByRole('figure').filter({ hasText: 'Scan for online menu' })).toHaveCount(2)
  await expect(page.getByRole('figure').first()).toBeVisible()
  const columns = page.getByTestId('poster-columns')
  expect(await columns.evaluate((element) => getComputedStyle(element).columnCount)).toBe('2')
  // A dish, a category and a QR code never split across two pages.
  const firstGroup = columns.getByRole('region').first()
  expect(await firstGroup.evaluate((element) => getComputedStyle(element).breakInside)).toBe('avoid')
  expect(
    await firstGroup
      .getByRole('listitem')
      .first()
      .evaluate((element) => getComputedStyle(element).breakInside),
  ).toBe('avoid')
  expect(
    await page
      .getByRole('figure')
      .first()
      .evaluate((element) => getComputedStyle(element).breakInside),
  ).toBe('avoid')

  // Back on screen the site chrome returns.
  await page.emulateMedia({ media: 'screen' })
  await expect(page.getByRole('banner')).toBeVisible()
})

test('/menu-poster at 360 px has one column and no horizontal scroll @mobile', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/menu-poster')
  expect(await page.getByTestId('poster-columns').evaluate((element) => getComputedStyle(element).columnCount)).toBe('1')
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
  await expectNoSeriousA11yViolations(page)
})
