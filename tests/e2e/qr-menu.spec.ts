import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'

test('the QR page generates a code for /menu-enhanced and downloads it as a PNG', async ({ page, baseURL }) => {
  await page.goto('/qr-menu')
  await expect(page.getByRole('link', { name: `${baseURL}/menu-enhanced` })).toBeVisible()
  const image = page.getByRole('img', { name: /QR code linking to/ })
  await expect(image).toBeVisible()
  await expect(image).toHaveAttribute('width', '400')
  const preview = page.getByRole('link', { name: /Preview Menu/ })
  await expect(preview).toHaveAttribute('href', '/menu-enhanced')
  await expect(preview).toHaveAttribute('target', '_blank')
  await expect(page.getByRole('heading', { name: 'Usage tips' })).toBeVisible()

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download QR Code' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('menu-qr-code.png')
  const bytes = await readFile((await file.path())!)
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  await expectNoSeriousA11yViolations(page)
})

test('the download button waits for the code', async ({ page }) => {
  // Hold back the page's scripts so the code cannot be generated yet.
  await page.route('**/_next/static/chunks/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    await route.continue()
  })
  await page.goto('/qr-menu', { waitUntil: 'commit' })
  await expect(page.getByText('Generating QR code...')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Download QR Code' })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Download QR Code' })).toBeEnabled({ timeout: 15_000 })
})
