import { expect, test, type Page } from './support/test'

async function openForm(page: Page) {
  await page.goto('/#contact')
  const form = page.getByRole('form', { name: 'Send Us a Message' })
  await expect(form).toBeVisible()
  return form
}

const unique = () => `contact-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@test.example`

test.describe('Send Us a Message', () => {
  test('sends, clears the form and confirms', async ({ page }) => {
    const form = await openForm(page)
    await form.getByLabel('Name *').fill('Sam Parent')
    await form.getByLabel('Email *').fill(unique())
    await form.getByLabel('Inquiry type *').selectOption('group')
    await form.getByLabel('Message *').fill('Do you take school groups on weekdays?')
    await form.getByRole('button', { name: 'Send Message' }).click()
    const toast = page.getByRole('status').filter({ hasText: 'Message sent successfully!' })
    await expect(toast).toBeVisible()
    await expect(toast).toContainText("We'll get back to you soon")
    await expect(form.getByLabel('Name *')).toHaveValue('')
    await expect(form.getByLabel('Message *')).toHaveValue('')
    // The spec's 5000 ms auto-close.
    await expect(toast).toBeHidden({ timeout: 8_000 })
  })

  test('shows the required-fields toast and sends nothing when a field is empty', async ({ page }) => {
    const form = await openForm(page)
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/contact')) posts.push(request.url())
    })
    await expect(form.getByLabel('Name *')).toHaveAttribute('required', '')
    await expect(form.getByLabel('Email *')).toHaveAttribute('type', 'email')
    await expect(form.getByLabel('Message *')).toHaveAttribute('rows', '4')
    await form.getByLabel('Name *').fill('Sam')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Please fill in all required fields', { exact: true })).toBeVisible()
    expect(posts).toEqual([])
  })

  test('keeps the values and shows the server’s error when sending fails', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, body: 'Mail server down' }))
    const form = await openForm(page)
    await form.getByLabel('Name *').fill('Sam Parent')
    await form.getByLabel('Email *').fill(unique())
    await form.getByLabel('Message *').fill('Hello')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Error sending message', { exact: true })).toBeVisible()
    await expect(page.getByText('500: Mail server down', { exact: true })).toBeVisible()
    await expect(form.getByLabel('Name *')).toHaveValue('Sam Parent')
  })

  test('an address over the limit is told, in the server’s words, to wait or call', async ({ page, request }) => {
    const email = unique()
    // The real limit: five messages per sender address within the hour.
    for (let sent = 0; sent < 5; sent += 1) {
      expect(
        (await request.post('/api/contact', { data: { name: 'Sam Parent', email, inquiryType: 'general', message: 'Hello' } })).status(),
      ).toBe(201)
    }
    const form = await openForm(page)
    await form.getByLabel('Name *').fill('Sam Parent')
    await form.getByLabel('Email *').fill(email)
    await form.getByLabel('Message *').fill('Hello again')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Error sending message', { exact: true })).toBeVisible()
    await expect(page.getByText(/You have sent several messages in a short time.*or call us/).first()).toBeVisible()
    await expect(page.getByText(/^429:/)).toHaveCount(0)
    await expect(form.getByLabel('Message *')).toHaveValue('Hello again')
  })

  test('reads Sending... while the message is on its way', async ({ page }) => {
    // Released only once the request has reached the route: on a busy machine the button can read
    // Sending... before it has, and a release before then would be lost.
    let release: () => void = () => {}
    let arrived: () => void = () => {}
    const requestArrived = new Promise<void>((resolve) => (arrived = resolve))
    await page.route('**/api/contact', async (route) => {
      const released = new Promise<void>((resolve) => (release = resolve))
      arrived()
      await released
      await route.fulfill({ status: 201, json: { success: true } })
    })
    const form = await openForm(page)
    await form.getByLabel('Name *').fill('Sam Parent')
    await form.getByLabel('Email *').fill(unique())
    await form.getByLabel('Message *').fill('Hello')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled()
    await requestArrived
    release()
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled()
  })
})
