import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'

test('the poster lists the menu in two columns with an allergen key and two QR codes to /menu', async ({ page, baseURL }) => {
  await page.addInitScript(() => {
    ;(window as unknown as { printed: number }).printed = 0
    window.print = () => {
      ;(window as unknown as { printed: number }).printed += 1
    }
  })
  await page.goto('/menu-poster')
  await expect(page.getByRole('list', { name: 'Allergen key' }).getByRole('listitem')).toHaveCount(8)
  await expect(page.getByText('Loaded Nachos to Share')).toBeVisible()
  const codes = page.getByRole('figure').filter({ hasText: 'Scan for online menu' })
  await expect(codes).toHaveCount(2)
  const qr = codes.first().getByRole('img')
  await expect(qr).toHaveAttribute('data-qr-url', `${baseURL}/menu`)
  await expect(qr).toHaveAttribute('width', '120')
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/)

  await page.getByRole('button', { name: 'Print Menu' }).click()
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)

  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('contentinfo')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Print Menu' })).toBeHidden()
  expect(await page.locator('h2#poster-mains').evaluate((heading) => getComputedStyle(heading.parentElement!.parentElement!).columnCount)).toBe('2')
  await page.emulateMedia({ media: 'screen' })
  await expectNoSeriousA11yViolations(page)
})
