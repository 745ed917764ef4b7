import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'

for (const path of ['/menu', '/menu-enhanced']) {
  test(`${path} shows the cafe menu in four tabs, Kids Meals first`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('link', { name: 'Print Poster' })).toHaveAttribute('href', '/menu-poster')
    await expect(page.getByRole('heading', { name: 'Allergen Information' })).toBeVisible()
    const tabs = page.getByRole('tab')
    await expect(tabs).toHaveText(['Kids Meals', 'Adult Food', 'Snacks & Treats', 'Drinks'])
    await expect(page.getByRole('tab', { name: 'Kids Meals' })).toHaveAttribute('aria-selected', 'true')
    const panel = page.getByRole('tabpanel')
    await expect(panel.getByText('Chicken Nuggets & Chips')).toBeVisible()
    await expect(panel.getByText('£5.50')).toBeVisible()
    await expect(panel.getByText('POPULAR').first()).toBeVisible()
    await expect(page.getByText('All prices include VAT')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })
}

test('adult food shows photos and gourmet descriptions; arrow keys change tabs', async ({ page }) => {
  await page.goto('/menu')
  await page.getByRole('tab', { name: 'Kids Meals' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Adult Food' })).toHaveAttribute('aria-selected', 'true')
  const panel = page.getByRole('tabpanel')
  const photo = panel.getByRole('img', { name: /Jacket Potato/ })
  await expect(photo).toBeVisible()
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
  await expect(panel.getByText(/slow-baked Somerset potato/)).toBeVisible()
  await page.getByRole('tab', { name: 'Drinks' }).click()
  const water = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'Bottled Water' })
  await expect(water.getByText('Allergen Free')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})
