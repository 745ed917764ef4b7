import { readFile } from 'node:fs/promises'
import { expect, test } from './support/test'
import { expectNoSeriousA11yViolations } from './support/a11y'

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

test('the QR page draws a 400 px code for the absolute /menu-enhanced address, with tips', async ({ page, baseURL }) => {
  await page.goto('/qr-menu')
  await expect(page).toHaveTitle(/^Menu QR Code \| /)
  await expect(page.getByRole('link', { name: `${baseURL}/menu-enhanced` })).toHaveAttribute('href', `${baseURL}/menu-enhanced`)
  const image = page.getByRole('img', { name: `QR code linking to ${baseURL}/menu-enhanced` })
  await expect(image).toBeVisible()
  await expect(image).toHaveAttribute('width', '400')
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(400)
  await expect(page.getByText('Generating QR code...')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Download QR Code' })).toBeEnabled()

  await expect(page.getByRole('heading', { name: 'Usage tips' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Usage tips' }).getByRole('listitem')).toHaveText([
    'Print the code and place it on each cafe table',
    'Families scan it with their phone camera to open the menu',
    'The menu updates automatically whenever prices change',
  ])
  await expectNoSeriousA11yViolations(page)
})

test('Download QR Code saves a PNG file', async ({ page }) => {
  await page.goto('/qr-menu')
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download QR Code' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('menu-qr-code.png')
  const bytes = await readFile((await file.path())!)
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE)
  expect(bytes.readUInt32BE(16)).toBe(400) // the PNG's width, from its header
})

test('Preview Menu opens /menu-enhanced in a new tab', async ({ page, context }) => {
  await page.goto('/qr-menu')
  const preview = page.getByRole('link', { name: /Preview Menu/ })
  await expect(preview).toHaveAttribute('href', '/menu-enhanced')
  await expect(preview).toHaveAttribute('target', '_blank')
  await expect(preview).toHaveAttribute('rel', /noopener/)
  const opened = context.waitForEvent('page')
  await preview.click()
  const tab = await opened
  await expect(tab).toHaveURL(/\/menu-enhanced$/)
  await expect(tab.getByRole('tab', { name: 'Kids Meals' })).toHaveAttribute('aria-selected', 'true')
})

test('while the code is being drawn the page says so and Download waits', async ({ page }) => {
  // Hold back the page's scripts so the code cannot be generated yet.
  await page.route('**/_next/static/chunks/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    await route.continue()
  })
  await page.goto('/qr-menu', { waitUntil: 'commit' })
  await expect(page.getByRole('status')).toHaveText('Generating QR code...')
  await expect(page.getByRole('button', { name: 'Download QR Code' })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Download QR Code' })).toBeEnabled({ timeout: 15_000 })
  await expect(page.getByText('Generating QR code...')).toHaveCount(0)
})

test('/qr-menu at 360 px keeps the code and buttons on screen @mobile', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/qr-menu')
  const image = page.getByRole('img', { name: /QR code linking to/ })
  await expect(image).toBeVisible()
  const box = (await image.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(360)
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
  await expectNoSeriousA11yViolations(page)
})
