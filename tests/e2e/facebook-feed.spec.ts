import { expect, test } from './support/test'
import { expectNoSeriousA11yViolations } from './support/a11y'

test('the notice board lists the posts newest first with their ages, the newest marked New', async ({ page }) => {
  await page.goto('/facebook-feed')
  const posts = page.getByRole('list', { name: 'Announcements, newest first' }).getByRole('article')
  await expect(posts).toHaveCount(5)
  await expect(posts.first()).toContainText('New')
  await expect(page.getByText('New', { exact: true })).toHaveCount(1)
  await expect(posts.first().locator('time')).toHaveText(/^(Just now|\d+h ago)$/)
  await expect(posts.last().locator('time')).toHaveText(/^\d+d ago$/)
  await expect(posts.first()).toContainText('24 likes')
  await expect(posts.first().locator('svg[aria-hidden="true"]')).toHaveCount(3)
  const social = page.getByRole('link', { name: /Facebook/ }).first()
  await expect(social).toHaveAttribute('target', '_blank')
  await page.getByRole('link', { name: 'Back to Home' }).first().click()
  await expect(page).toHaveURL(/\/$/)
})

test('the notice board is accessible', async ({ page }) => {
  await page.goto('/facebook-feed')
  await expectNoSeriousA11yViolations(page)
})
