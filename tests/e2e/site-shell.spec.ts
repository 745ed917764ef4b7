import { expect, test } from './support/test'
import { expectNoSeriousA11yViolations } from './support/a11y'

test.describe('home page', () => {
  test('renders the venue and prices from the CMS', async ({ page }) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Where Little Adventures Begin' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Play Centre & Cafe' }).first()).toBeVisible()
    const pricing = page.locator('#pricing')
    await expect(pricing.getByText('Children 1-12 years')).toBeVisible()
    await expect(pricing.getByText('£9.50', { exact: true })).toBeVisible()
    await expect(pricing.getByText('£4.00', { exact: true })).toBeVisible()
    await expect(pricing.getByText('£2.00', { exact: true })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test('has the spec’s navigation, in order', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main', exact: true })
    const links = nav.getByRole('link')
    await expect(links).toHaveText(['Menu', 'Rewards', 'Bulk Credits', 'Book Now', 'Birthday Parties'])
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))
    expect(hrefs).toEqual(['/menu', '/loyalty', '/session-credits', '/booking', '/party-booking'])
  })

  test('footer quick links lead to the landing sections', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/#pricing')
    await expect(footer.getByText(/© 2024 Play Centre & Cafe/)).toBeVisible()
    // On a saturated machine a click in the page's first moments once changed the address but the
    // smooth scroll never came (passing alone and in every earlier run): a second click must then
    // bring the section into view, as it would for a visitor.
    await expect(async () => {
      await footer.getByRole('link', { name: 'Contact' }).click()
      await expect(page).toHaveURL(/#contact$/)
      await expect(page.locator('#contact')).toBeInViewport({ timeout: 3_000 })
    }).toPass({ timeout: 15_000 })
  })

  test('F8 moves focus to the notifications region', async ({ page }) => {
    await page.goto('/')
    const toastList = page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('list')
    // Retried until the page has hydrated and the hotkey listener is in place.
    await expect(async () => {
      await page.keyboard.press('F8')
      await expect(toastList).toBeFocused({ timeout: 500 })
    }).toPass()
  })

  test('a toast raised when the toasts’ code cannot be fetched is still shown and read out', async ({ page }) => {
    // The toasts' code is fetched after the page has loaded; here that one download always fails,
    // as on a phone that lost its connection. It is found by a label only it holds.
    let refused = 0
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      const response = await route.fetch()
      if ((await response.text()).includes('Notifications ({hotkey})')) {
        refused++
        await route.abort('internetdisconnected')
      } else await route.fulfill({ response })
    })
    await page.goto('/loyalty')
    await expect(page.getByLabel('Email address')).toBeVisible()
    await page.getByRole('button', { name: 'Send code' }).click()
    const status = page.getByRole('status').filter({ hasText: 'Email Required' })
    await expect(status).toBeVisible()
    expect(refused).toBeGreaterThan(0)
    await status.getByRole('button', { name: 'Dismiss notification' }).click()
    await expect(status).toBeHidden()
  })
})

test.describe('unknown paths', () => {
  for (const path of ['/does-not-exist', '/some/deep/path']) {
    test(`${path} shows the 404 page with a 404 status`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
      await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible()
      await expectNoSeriousA11yViolations(page)
    })
  }
})

test.describe('mobile menu @mobile', () => {
  test('opens, closes on selection and on Escape', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the collapsing menu is for small screens')
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('navigation', { name: 'Main (mobile)' })).toBeHidden()

    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toBeFocused()

    await toggle.click()
    const mobileNav = page.getByRole('navigation', { name: 'Main (mobile)' })
    await expectNoSeriousA11yViolations(page)
    await mobileNav.getByRole('link', { name: 'Book Now' }).click()
    await expect(page).toHaveURL(/\/booking$/)
    await expect(page.getByRole('navigation', { name: 'Main (mobile)' })).toBeHidden()
  })
})
