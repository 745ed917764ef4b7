import { expect, test } from './support/test'
import { expectNoSeriousA11yViolations } from './support/a11y'

test.describe('landing page', () => {
  test('has every section in the spec’s order, with its ids', async ({ page }) => {
    await page.goto('/')
    // React reveals completed <Suspense> boundaries in batches a few frames after the HTML arrives,
    // so the contact section may join the DOM just after the load event. The static sections sit in
    // StaticMarkup's wrapper, which takes no part in the layout (display: contents).
    const order = () =>
      page
        .locator('main > section, main > [data-static-markup] > section')
        .evaluateAll((sections) =>
          sections.map((section) => section.id || section.getAttribute('aria-labelledby') || section.getAttribute('aria-label')),
        )
    await expect
      .poll(order)
      .toEqual([
        'hero-title',
        'special-event',
        'latest-news',
        'about',
        'activities',
        'age-guidelines',
        'pricing',
        'offers',
        'loyalty',
        'contact',
      ])
    await expectNoSeriousA11yViolations(page)
  })

  test('hero button and tiles lead where the spec says', async ({ page }) => {
    await page.goto('/')
    const hero = page.locator('section[aria-labelledby="hero-title"]')
    await expect(hero.getByRole('link', { name: 'Book Your Visit' })).toHaveAttribute('href', '/booking')
    const tiles = hero.getByRole('list', { name: 'Highlights' }).getByRole('link')
    await expect(tiles).toHaveCount(4)
    // Icons are drawn as SVG (an emoji shows as an empty box where no emoji font is installed).
    await expect(tiles.locator('svg[aria-hidden="true"]')).toHaveCount(4)
    await expect(hero.getByRole('list', { name: 'Highlights' })).not.toContainText(/\p{Extended_Pictographic}/u)
    await expect(page.locator('#activities svg[aria-hidden="true"]')).toHaveCount(6)
    await expect(hero.getByRole('link', { name: /Ages 0-12/ })).toHaveAttribute('href', '/#activities')
    await expect(hero.getByRole('link', { name: /Birthday Parties/ })).toHaveAttribute('href', '/party-booking')
    await expect(hero.getByRole('link', { name: /Cafe Menu/ })).toHaveAttribute('href', '/menu')
    await expect(hero.getByRole('link', { name: /Free Parking/ })).toHaveAttribute('href', '/#contact')
    await hero.getByRole('link', { name: /Free Parking/ }).click()
    await expect(page.locator('#contact')).toBeInViewport()
  })

  test('the special event card books its own date', async ({ page, request }) => {
    await page.goto('/')
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date())
    const until = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + 60 * 86_400_000))
    const month = await (await request.get(`/api/calendar/availability?from=${today}&to=${until}`)).json()
    const eventDate = (month as { days: { date: string; isEventDay: boolean }[] }).days.find((day) => day.isEventDay)?.date
    expect(eventDate).toBeTruthy()
    const card = page.locator('#special-event')
    await expect(card.getByRole('heading', { name: 'K-pop Demon Hunters party' })).toBeVisible()
    await expect(card.getByRole('link', { name: 'Book Your Session' })).toHaveAttribute('href', `/booking?date=${eventDate}`)
  })

  test('the social teaser shows the newest notice with its counts, in demo mode', async ({ page, request }) => {
    const latest = (await (await request.get('/api/facebook/latest')).json()) as {
      hasCredentials: boolean
      post: { text: string; timeAgo: string; likes: number }
    }
    expect(latest.hasCredentials).toBe(false)
    await page.goto('/')
    const teaser = page.locator('#latest-news').getByRole('link')
    await expect(teaser).toContainText(latest.post.text.slice(0, 30))
    await expect(teaser).toContainText(latest.post.timeAgo)
    await expect(teaser).toContainText(`${latest.post.likes} likes`)
    // Icons are SVG (an emoji is an empty box where no emoji font is installed).
    await expect(teaser.locator('svg[aria-hidden="true"]')).toHaveCount(3)
    await expect(teaser).toContainText('View All')
    await expect(teaser).toHaveAttribute('href', '/facebook-feed')
  })

  test('the social teaser falls back to the generic card with Demo Mode', async ({ page }) => {
    await page.route('**/api/facebook/latest', (route) => route.fulfill({ json: { success: true, hasCredentials: false, post: null } }))
    await page.goto('/')
    const teaser = page.locator('#latest-news')
    await expect(teaser.getByText('Facebook Updates')).toBeVisible()
    await expect(teaser.getByText('Click to see our latest announcements')).toBeVisible()
    await expect(teaser.getByText('Demo Mode')).toBeVisible()
  })

  test('pricing reads the ticket types and the landing-page readings', async ({ page }) => {
    await page.goto('/')
    const pricing = page.locator('#pricing')
    await expect(pricing.getByText('from £2.00')).toBeVisible()
    await expect(pricing.getByText('Children 1-12 years')).toBeVisible()
    await expect(pricing.getByText('£9.50')).toBeVisible()
    await expect(pricing.getByText(/free Monday to Friday in term time/)).toBeVisible()
    await expect(pricing.getByText('£200.00')).toBeVisible()
    await expect(pricing.getByRole('link', { name: 'Book Entry' })).toHaveAttribute('href', '/booking')
    await expect(pricing.getByRole('link', { name: 'Enquire About Parties' })).toHaveAttribute('href', '/party-booking')
  })

  test('activities, loyalty and contact blocks', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('#activities').getByRole('listitem')).toHaveCount(6)
    const picture = page.locator('#activities').getByRole('img').first()
    await picture.scrollIntoViewIfNeeded()
    // The picture really loads (through next/image from the site's own media), not just its box.
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
    const loyalty = page.locator('#loyalty')
    await expect(loyalty.getByRole('link', { name: 'View My Rewards' })).toHaveAttribute('href', '/loyalty')
    await expect(loyalty.getByRole('link', { name: 'Book & Earn Points' })).toHaveAttribute('href', '/booking')
    const contact = page.locator('#contact')
    await expect(contact.getByRole('heading', { name: 'Find Us' })).toBeVisible()
    await expect(contact.getByRole('link', { name: /View on Google Maps/ })).toHaveAttribute('target', '_blank')
    await expect(contact.getByRole('link', { name: /Get Directions/ })).toHaveAttribute('target', '_blank')
    await expect(contact.getByText('By car', { exact: true })).toBeVisible()
    await expect(contact.getByText(/Free parking outside the venue/)).toBeVisible()
    await expect(contact.getByRole('heading', { name: 'Opening Hours' })).toBeVisible()
    await expect(contact.getByRole('list', { name: 'Follow us' }).getByRole('link')).toHaveCount(3)
    await expect(contact.getByRole('heading', { name: 'Send Us a Message' })).toBeVisible()
  })

  test('structured data describes the venue', async ({ page }) => {
    await page.goto('/')
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}')
    expect(data).toMatchObject({ '@type': 'LocalBusiness', name: 'Play Centre & Cafe' })
  })
})

test('sitemap.xml and robots.txt', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.status()).toBe(200)
  const xml = await sitemap.text()
  expect(xml).toContain('/menu</loc>')
  expect(xml).not.toContain('/payment')
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/Disallow: \/admin/)
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/)
})

test.describe('layout at 360 px @mobile', () => {
  for (const path of ['/', '/menu', '/menu-poster', '/qr-menu', '/facebook-feed', '/party-booking']) {
    test(`${path} has no horizontal scroll`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 })
      await page.goto(path)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow).toBeLessThanOrEqual(0)
    })
  }
})
