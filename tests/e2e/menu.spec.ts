import { expect, test, type Page } from './support/test'
import { expectNoSeriousA11yViolations } from './support/a11y'

const TAB_NAMES = ['Kids Meals', 'Adult Food', 'Snacks & Treats', 'Drinks']

const dish = (page: Page, name: string) =>
  page
    .getByRole('tabpanel')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name }) })

for (const path of ['/menu', '/menu-enhanced']) {
  test(`${path} shows the cafe menu in four tabs, Kids Meals first`, async ({ page }) => {
    await page.goto(path)
    await expect(page).toHaveTitle(/^Cafe Menu \| /)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /allergen/)

    const bar = page.getByRole('navigation', { name: 'Cafe menu' })
    await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    await expect(bar.getByRole('link', { name: 'Print Poster' })).toHaveAttribute('href', '/menu-poster')
    await expect(page.getByRole('heading', { name: 'Allergen Information' })).toBeVisible()

    await expect(page.getByRole('tablist', { name: 'Menu sections' }).getByRole('tab')).toHaveText(TAB_NAMES)
    await expect(page.getByRole('tab', { name: 'Kids Meals' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel')).toHaveCount(1)
    await expect(page.getByRole('tabpanel')).toHaveAccessibleName('Kids Meals')

    const nuggets = dish(page, 'Chicken Nuggets & Chips')
    await expect(nuggets).toContainText('£5.50')
    await expect(nuggets).toContainText('POPULAR')
    await expect(nuggets).toContainText('🍗')
    await expect(nuggets.getByRole('list', { name: /Allergens/ }).getByRole('listitem')).toHaveText(['Gluten'])
    await expect(
      dish(page, 'Fish Fingers & Chips')
        .getByRole('list', { name: /Allergens/ })
        .getByRole('listitem'),
    ).toHaveText(['Fish', 'Gluten'])
    await expect(dish(page, 'Fish Fingers & Chips')).not.toContainText('POPULAR')
    // Kids meals carry no photos; those are for Adult Food.
    await expect(page.getByRole('tabpanel').getByRole('img')).toHaveCount(0)

    await expect(page.getByText('All prices include VAT')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })
}

test('/menu-enhanced is the same screen as /menu', async ({ page }) => {
  await page.goto('/menu')
  const menuText = await page.locator('main').innerText()
  await page.goto('/menu-enhanced')
  expect(await page.locator('main').innerText()).toBe(menuText)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/menu$/)
})

test('arrow keys, Home and End move between the tabs', async ({ page }) => {
  await page.goto('/menu')
  const tab = (name: string) => page.getByRole('tab', { name })
  await tab('Kids Meals').focus()
  await page.keyboard.press('ArrowRight')
  await expect(tab('Adult Food')).toBeFocused()
  await expect(tab('Adult Food')).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel')).toHaveAccessibleName('Adult Food')
  await page.keyboard.press('End')
  await expect(tab('Drinks')).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowRight')
  await expect(tab('Kids Meals')).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowLeft')
  await expect(tab('Drinks')).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Home')
  await expect(tab('Kids Meals')).toHaveAttribute('aria-selected', 'true')
  // Tab leaves the tab list for the open panel; focus is visible.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('tabpanel')).toBeFocused()
  expect(await page.getByRole('tabpanel').evaluate((panel) => getComputedStyle(panel).outlineStyle)).toBe('solid')
})

test('Adult Food shows each photo and gourmet description; snacks and drinks their prices and badges', async ({ page }) => {
  await page.goto('/menu')
  await page.getByRole('tab', { name: 'Adult Food' }).click()
  const potato = dish(page, 'Jacket Potato')
  await expect(potato).toContainText('£6.50')
  const photo = potato.getByRole('img')
  await expect(photo).toBeVisible()
  await expect(photo).toHaveAttribute('alt', /Jacket Potato/)
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
  await expect(potato.getByText(/slow-baked Somerset potato/)).toBeVisible()
  await expect(dish(page, 'All-Day Breakfast')).toContainText('£9.50')
  await expect(dish(page, 'Club Sandwich')).toContainText('POPULAR')
  // The poster-only dishes are not on the online menu.
  await expect(page.getByRole('tabpanel')).not.toContainText('Loaded Nachos')

  await page.getByRole('tab', { name: 'Snacks & Treats' }).click()
  await expect(dish(page, 'Crisps')).toContainText('£1.25')
  await expect(dish(page, 'Fruit Pot').getByText('Allergen Free')).toBeVisible()

  await page.getByRole('tab', { name: 'Drinks' }).click()
  await expect(dish(page, 'Bottled Water').getByText('Allergen Free')).toBeVisible()
  await expect(dish(page, 'Hot Chocolate')).toContainText('£3.50')
  await expect(dish(page, 'Hot Chocolate')).toContainText('POPULAR')
  await expect(dish(page, 'Milkshake').getByRole('list', { name: /Allergens/ })).toHaveText('Dairy')
  await expectNoSeriousA11yViolations(page)
})

test('the menu bar stays in view while scrolling', async ({ page }) => {
  await page.goto('/menu')
  await page.getByText('All prices include VAT').scrollIntoViewIfNeeded()
  await expect(page.getByRole('navigation', { name: 'Cafe menu' }).getByRole('link', { name: 'Print Poster' })).toBeInViewport()
})

test.describe('menu at 360 px @mobile', () => {
  test('every tab fits without horizontal scroll', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/menu-enhanced')
    for (const name of TAB_NAMES) {
      const tab = page.getByRole('tab', { name })
      await expect(tab).toBeInViewport()
      await tab.click()
      await expect(tab).toHaveAttribute('aria-selected', 'true')
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, `${name} overflows`).toBeLessThanOrEqual(0)
    }
    await expectNoSeriousA11yViolations(page)
  })
})
