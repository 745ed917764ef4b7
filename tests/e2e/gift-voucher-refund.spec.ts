import { expect, test, type APIRequestContext } from './support/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { adminHeaders, signInToDashboard } from './support/staff'
import { suffix } from './support/text'

// Refunding what is left on a gift voucher from the Customer Search tab (ADR 0025): the whole
// balance goes back to the buyer's card, and the code stops paying.

/** A £25 voucher bought and paid through the API, for a buyer of its own; returns the buyer's name and the code. */
async function paidVoucher(api: APIRequestContext): Promise<{ buyer: string; code: string }> {
  const buyer = `Vouchergran ${suffix()}`
  const started = await api.post('/api/gift-vouchers/purchase', {
    data: { amountPence: 2500, buyerName: buyer, buyerEmail: `vouchergran-${suffix()}@test.example`, recipientName: 'Alfie' },
  })
  expect(started.status(), await started.text()).toBe(201)
  const { clientSecret, voucherId } = (await started.json()) as { clientSecret: string; voucherId: number }
  expect((await api.post('/api/payments/test/confirm', { data: { clientSecret } })).ok()).toBe(true)
  // The code is only ever in the buyer's e-mail; staff read it from the voucher.
  const voucher = await api.get(`/api/gift-vouchers/${voucherId}?depth=0`, { headers: await adminHeaders(api) })
  const code = ((await voucher.json()) as { code?: string }).code
  expect(code, `voucher ${voucherId} has its code`).toMatch(/^PLAY(-[0-9A-Z]{4}){4}$/)
  return { buyer, code: code! }
}

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
]) {
  test(`an admin refunds what is left on a gift voucher from Customer Search (${viewport.width}x${viewport.height})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport)
    const { buyer, code } = await paidVoucher(request)
    await signInToDashboard(page, { email: process.env.ADMIN_EMAIL ?? '', password: process.env.ADMIN_PASSWORD ?? '' })

    await page.getByRole('tab', { name: 'Customer Search', exact: true }).click()
    await page.getByLabel('Customer name').fill(buyer)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    const card = page.getByRole('list', { name: 'Payments found' }).getByRole('listitem').filter({ hasText: buyer })
    await expect(card).toContainText(`${code} · for Alfie · £25.00 left`)
    await expectNoSeriousA11yViolations(page)

    await card.getByRole('button', { name: 'Refund' }).click()
    const dialog = page.getByRole('dialog', { name: `Refund ${buyer}` })
    await expect(dialog).toContainText(`The £25.00 left on voucher ${code} goes back to the buyer’s card`)
    // The whole balance, so no amount to type and no booking to cancel.
    await expect(dialog.getByLabel('Amount (£)')).toHaveCount(0)
    const box = await dialog.boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true)
    await expectNoSeriousA11yViolations(page)
    await dialog.getByLabel('Reason').fill('Bought the wrong amount')
    await dialog.getByRole('button', { name: 'Refund £25.00' }).click()
    await expect(page.getByText('Refund Complete')).toBeVisible()
    await expect(card).toContainText('Refunded £25.00')
    await expect(card).toContainText('£0.00 left')
    await expect(card.getByRole('button', { name: 'Refund' })).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)

    // The code no longer pays, and says why.
    const check = await request.post('/api/gift-vouchers/check', { data: { voucherCode: code } })
    expect(((await check.json()) as { error: { message: string } }).error.message).toBe(
      'This gift voucher has been refunded, so nothing is left on it.',
    )
  })
}
