import { expect, test, type Page } from './support/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { ordinaryDay } from './support/days'
import { waitForMail } from './support/outbox'

const dayButton = (page: Page, date: string) => page.locator(`[data-day="${date}"] button`)

async function pickDate(page: Page, date: string) {
  const day = dayButton(page, date)
  for (let tries = 0; tries < 3 && !(await day.isVisible()); tries++) await page.getByRole('button', { name: /next month/i }).click()
  await day.click()
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`a buyer buys a £25 gift voucher, gets the code and a printable voucher by e-mail, and a family pays a booking with it (${viewport.width}x${viewport.height})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport)
    const buyerEmail = `gran-${viewport.width}-${Date.now()}@test.example`

    // Found from any page's footer.
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Gift Vouchers' }).click()
    await expect(page).toHaveURL(/\/gift-vouchers$/)
    await expect(page.getByRole('heading', { name: 'Gift Vouchers', level: 1 })).toBeVisible()
    await expect(page.getByText('Valid for 12 months from the date of purchase', { exact: false })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    // Nothing filled in: the shared schema's messages, beside the fields.
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    await expect(page.getByText('Please enter who the voucher is for')).toBeVisible()
    await page.getByRole('radio', { name: '£25.00' }).check()
    await page.getByLabel('Who is it for? *').fill('Alfie')
    await page.getByLabel('Your message (optional, printed on the voucher)').fill('Happy birthday, have fun!')
    await page.getByLabel('Your name *').fill('Gran Smith')
    await page.getByLabel('Your email *').fill(buyerEmail)
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    await expect(page.getByRole('heading', { name: 'Step 2 of 2: Payment' })).toBeFocused()
    await expect(page.getByText('For Alfie')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('button', { name: 'Buy Gift Voucher' }).click()
    await expect(page.getByText('Thank you! Your gift voucher is paid for.')).toBeVisible()

    const mail = await waitForMail(request, buyerEmail, /gift voucher for Alfie/)
    const code = /PLAY(-[0-9A-Z]{4}){4}/.exec(mail.text)?.[0]
    const printPath = /\/gift-vouchers\/print\?token=[0-9]+\.[A-Za-z0-9_-]{32}/.exec(mail.text)?.[0]
    expect(code).toBeTruthy()
    expect(printPath).toBeTruthy()

    await page.goto(printPath!)
    await expect(page.getByRole('heading', { name: 'Gift voucher for Alfie' })).toBeVisible()
    await expect(page.getByText(code!)).toBeVisible()
    await expect(page.getByText('“Happy birthday, have fun!”')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    // A forged link shows nothing of any voucher.
    await page.goto(printPath!.replace(/\.[A-Za-z0-9_-]{32}$/, `.${'A'.repeat(32)}`))
    await expect(page.getByRole('heading', { name: 'This voucher link does not work' })).toBeVisible()

    const date = await ordinaryDay(request, { fromDays: 2, unrestricted: true })
    await page.goto('/booking')
    for (let index = 0; index < 2; index++) await page.getByRole('button', { name: 'Add one Children 1-12 years' }).click()
    await page.getByRole('button', { name: 'Add one Adults' }).click()
    await page.getByRole('button', { name: 'Continue to Booking' }).click()
    const form = page.getByRole('form', { name: 'Your details' })
    await form.getByLabel('Full name *').fill('Jo Family')
    await form.getByLabel('Phone *').fill('07700 900789')
    await form.getByLabel('Email *').fill(`voucher-family-${viewport.width}-${Date.now()}@test.example`)
    await form.getByLabel('I agree to the terms and conditions *').check()
    await pickDate(page, date)

    const field = form.getByLabel('Gift voucher code (optional)')
    await field.fill('PLAY-0000-0000-0000-0000')
    await form.getByRole('button', { name: 'Apply gift voucher' }).click()
    const refusal = page.locator('#booking-voucherCode-error')
    await expect(refusal).toHaveText('This gift voucher code is not recognised. Please check it and try again.')
    await expect(field).toHaveAttribute('aria-invalid', 'true')

    // Typed in lower case with spaces: the server reads it the same.
    await field.fill(code!.toLowerCase().replace(/-/g, ' '))
    await form.getByRole('button', { name: 'Apply gift voucher' }).click()
    await expect(page.getByText(`Gift voucher ${code}: £25.00 left; it pays £21.00 of this booking.`)).toBeVisible()
    await expect(page.getByTestId('order-voucher')).toHaveText('−£21.00')
    await expect(page.getByTestId('order-total')).toHaveText('£0.00')
    await expectNoSeriousA11yViolations(page)

    await form.getByRole('button', { name: 'Book now - paid by gift voucher' }).click()
    await expect(page).toHaveURL(/\/booking-success/)
    await expect(page.getByRole('heading', { name: 'Booking Confirmed!', level: 1 })).toBeVisible()
    await expect(page.getByText('£21.00 paid by gift voucher').first()).toBeVisible()
    // The confirmation lists the voucher part by the code's last four characters only.
    await expect(page.getByRole('term').filter({ hasText: `Gift voucher …${code!.slice(-4)}` })).toBeVisible()
    await expect(page.getByRole('definition').filter({ hasText: '−£21.00' })).toBeVisible()
    await expect(page.locator('main')).not.toContainText(code!)
    // What is left stays on the voucher.
    const left = await request.post('/api/gift-vouchers/check', { data: { voucherCode: code } })
    expect(await left.json()).toMatchObject({ voucherCode: code, balancePence: 400 })
  })
}
