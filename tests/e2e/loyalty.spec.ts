import { expect, test, type Page } from './support/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { verificationCode } from './support/outbox'

// Addresses are stored lower-cased, so the outbox is searched with the same spelling.
const freshAddress = (label: string) => `loyalty-${label}-${Date.now()}@test.example`

/** The entry screen once the session check has finished and the e-mail form is shown. */
async function openEntry(page: Page) {
  await page.goto('/loyalty')
  await expect(page.getByRole('heading', { level: 1, name: 'Find your rewards' })).toBeVisible()
  const email = page.getByLabel('Email address')
  await expect(email).toBeVisible()
  return email
}

test.describe('loyalty', () => {
  test('a fresh address is confirmed with the e-mailed code and is told how to join', async ({ page, request }) => {
    const address = freshAddress('new')
    await openEntry(page)
    await expect(page).toHaveTitle(/Rewards/)
    await expect(page.getByRole('link', { name: 'Return home' })).toHaveAttribute('href', '/')

    await page.getByLabel('Email address').fill(address)
    await page.getByRole('button', { name: 'Send code' }).click()
    const codeField = page.getByLabel('6-digit code')
    await expect(codeField).toBeVisible()
    await expect(codeField).toBeFocused()
    await expect(page.getByText(/We have e-mailed a 6-digit code to/)).toContainText(address)
    await expect(page.getByText(/We have e-mailed a 6-digit code to/)).toContainText('15 minutes')

    const code = await verificationCode(request, address)

    // A wrong code is refused inline and says how many tries are left.
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    await codeField.fill(wrong)
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByRole('alert').filter({ hasText: /not right/i })).toContainText(/\d+ tr(y|ies) left/)

    await codeField.fill(code)
    await page.getByRole('button', { name: 'Verify' }).click()

    await expect(page.getByText('Member not found', { exact: true })).toBeVisible()
    await expect(page.getByText('Would you like to create a new loyalty account?', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'No rewards account yet' })).toBeVisible()
    await expect(page.getByText(address)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Book & Earn Points' })).toHaveAttribute('href', '/booking')

    // Confirmed in this browser: a reload offers to continue as the same address without a new code.
    await page.reload()
    await expect(page.getByRole('button', { name: `Continue as ${address}` })).toBeVisible()
    await page.getByRole('button', { name: `Continue as ${address}` }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'No rewards account yet' })).toBeVisible()

    // Another address signs this one out and asks again.
    await page.getByRole('button', { name: 'Use another e-mail' }).click()
    await expect(page.getByLabel('Email address')).toBeVisible()
    await expect(page.getByLabel('Email address')).toHaveValue('')
    await expect(page.getByRole('button', { name: /^Continue as/ })).toHaveCount(0)
  })

  test('an empty e-mail is refused inline and with a toast', async ({ page }) => {
    await openEntry(page)
    await page.getByRole('button', { name: 'Send code' }).click()
    await expect(page.getByText('Email Required', { exact: true })).toBeVisible()
    const email = page.getByLabel('Email address')
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(page.locator('form').getByText('Please enter your email address', { exact: true })).toBeVisible()
    await expect(email).toBeFocused()
  })

  test('the entry screen has no serious accessibility problems', async ({ page }) => {
    await openEntry(page)
    await expectNoSeriousA11yViolations(page)
  })

  test('at 360 px the entry screen fits without horizontal scroll @mobile', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await openEntry(page)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
})
