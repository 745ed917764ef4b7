import { expect, test, type Page } from './support/test'
import { expectNoSeriousA11yViolations } from './support/a11y'

const unique = () => `party-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@test.example`
const inTwoWeeks = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + 14 * 86_400_000))

async function fill(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Birthday party inquiry' })
  await form.getByLabel('Your full name *').fill('Alex Parent')
  await form.getByLabel('Email *').fill(email)
  await form.getByLabel('Phone *').fill('07700 900456')
  await form.getByLabel("Birthday child's name *").fill('Robin')
  await form.getByLabel("Child's age *").selectOption('6')
  await form.getByLabel('Number of children *').selectOption('12')
  await form.getByLabel('Party package *').selectOption('silver')
  await form.getByLabel('Preferred date *').fill(inTwoWeeks())
  await form.getByLabel('Preferred time *').selectOption('12:00 PM - 2:00 PM')
  return form
}

test('the sidebar shows the packages, catering policy and help card', async ({ page }) => {
  await page.goto('/party-booking')
  const packages = page.getByRole('region', { name: 'Party Packages' })
  await expect(packages.getByText('£13 per child')).toBeVisible()
  await expect(packages.getByText('£16 per child')).toBeVisible()
  await expect(packages.getByText('£19 per child')).toBeVisible()
  await expect(packages.getByText('£199', { exact: true })).toBeVisible()
  await expect(packages.getByRole('listitem').filter({ hasText: 'Silver' }).getByText('Recommended')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Catering Policy' })).toBeVisible()
  await expect(page.getByText('Mon-Sun 9:00 AM - 6:00 PM')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('the form offers the spec’s options', async ({ page }) => {
  await page.goto('/party-booking')
  const form = page.getByRole('form', { name: 'Birthday party inquiry' })
  const options = (label: string) => form.getByLabel(label).locator('option:not([value=""])').allTextContents()
  expect(await options("Child's age *")).toEqual(Array.from({ length: 12 }, (_, index) => String(index + 1)))
  const counts = await options('Number of children *')
  expect(counts[0]).toBe('5')
  expect(counts.at(-2)).toBe('24')
  expect(counts.at(-1)).toBe('25+')
  expect(await options('Preferred time *')).toEqual(['9:30 AM - 11:30 AM', '12:00 PM - 2:00 PM', '2:00 PM - 4:00 PM', '4:00 PM - 6:00 PM'])
})

test('an empty form shows every validation message and sends nothing', async ({ page }) => {
  await page.goto('/party-booking')
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/party-inquiry')) posts.push(request.url())
  })
  await page.getByRole('button', { name: 'Submit Party Inquiry' }).click()
  for (const message of [
    'Name must be at least 2 characters',
    'Please enter a valid email address',
    'Please enter a valid phone number',
    "Child's name must be at least 2 characters",
    "Please select child's age",
    'Please select a preferred date',
    'Please select a preferred time',
    'Please specify number of children',
    'Please select a party package',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible()
  }
  expect(posts).toEqual([])
  await expectNoSeriousA11yViolations(page)
})

test('a complete inquiry is sent, confirmed and the form cleared', async ({ page }) => {
  await page.goto('/party-booking')
  const form = await fill(page, unique())
  await expect(form.getByText(/Estimate with the Silver package: £192.00 for 12 children/)).toBeVisible()
  await form.getByRole('button', { name: 'Submit Party Inquiry' }).click()
  await expect(page.getByText('Party Inquiry Submitted!', { exact: true })).toBeVisible()
  await expect(page.getByText("We'll contact you within 24 hours to discuss your party booking.").first()).toBeVisible()
  await expect(form.getByLabel('Your full name *')).toHaveValue('')
  await expect(form.getByLabel('Party package *')).toHaveValue('')
})

test('a failed submission says so and keeps the values', async ({ page }) => {
  await page.route('**/api/party-inquiry', (route) => route.fulfill({ status: 500, body: 'down' }))
  await page.goto('/party-booking')
  const form = await fill(page, unique())
  await form.getByRole('button', { name: 'Submit Party Inquiry' }).click()
  await expect(page.getByText('Submission Failed', { exact: true })).toBeVisible()
  await expect(page.getByText('Please try again or call us directly.', { exact: true })).toBeVisible()
  await expect(form.getByLabel('Your full name *')).toHaveValue('Alex Parent')
})

test('an address over the inquiry limit gets the server’s words inside the form', async ({ page, request }) => {
  const email = unique()
  const body = {
    parentName: 'Alex Parent',
    parentEmail: email,
    parentPhone: '07700 900456',
    childName: 'Robin',
    childAge: '6',
    partyDate: inTwoWeeks(),
    partyTime: '12:00 PM - 2:00 PM',
    numberOfChildren: '12',
    packageType: 'silver',
    inquiryType: 'party_booking',
  }
  // The real limit: five inquiries per sender address within the hour.
  for (let sent = 0; sent < 5; sent += 1) expect((await request.post('/api/party-inquiry', { data: body })).status()).toBe(201)
  await page.goto('/party-booking')
  const form = await fill(page, email)
  await form.getByRole('button', { name: 'Submit Party Inquiry' }).click()
  await expect(page.getByText('Submission Failed', { exact: true })).toBeVisible()
  await expect(form.getByRole('alert').filter({ hasText: /You have sent several messages in a short time.*or call us/ })).toBeVisible()
  await expect(form.getByLabel('Your full name *')).toHaveValue('Alex Parent')
})
