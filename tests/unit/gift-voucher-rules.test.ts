import { describe, expect, it } from 'vitest'
import { verifyVoucherPrintToken, voucherPrintToken } from '@plugins/vouchers/domain/printToken'
import { newVoucherCode } from '@plugins/vouchers/domain/voucherCode'
import { normaliseVoucherCode } from '@plugins/vouchers/domain/voucherCodeFormat'
import { voucherPays, voucherUsable } from '@plugins/vouchers/domain/voucherRefusal'
import { voucherPurchaseSchema } from '@plugins/vouchers/domain/voucherSchemas'
import { voucherTerms } from '@plugins/vouchers/domain/voucherSettings'

describe('voucher codes', () => {
  it('are PLAY and four groups of four from the 32-letter alphabet, different every time', () => {
    const codes = new Set(Array.from({ length: 1000 }, newVoucherCode))
    expect(codes.size).toBe(1000)
    for (const code of codes) expect(code).toMatch(/^PLAY(-[0-9A-HJKMNP-TV-Z]{4}){4}$/)
  })

  it('are read whatever the case, spaces and dashes, with O as 0 and I or L as 1', () => {
    expect(normaliseVoucherCode('play-7k2m-qx9d-4hvt-0b8n')).toBe('PLAY-7K2M-QX9D-4HVT-0B8N')
    expect(normaliseVoucherCode(' 7K2M QX9D 4HVT OB8N ')).toBe('PLAY-7K2M-QX9D-4HVT-0B8N')
    expect(normaliseVoucherCode('PLAY-IIII-LLLL-OOOO-0000')).toBe('PLAY-1111-1111-0000-0000')
    for (const bad of ['', 'PLAY', 'PLAY-7K2M-QX9D-4HVT', 'PLAY-7K2M-QX9D-4HVT-0B8NX', 'PLAY-UUUU-7K2M-QX9D-4HVT', 'SUMMER-10'])
      expect([bad, normaliseVoucherCode(bad)]).toEqual([bad, null])
  })
})

describe('what a voucher pays', () => {
  it('pays all that is due up to its balance, never below zero', () => {
    expect(voucherPays(2500, 2100)).toBe(2100)
    expect(voucherPays(1000, 2100)).toBe(1000)
    expect(voucherPays(0, 2100)).toBe(0)
    expect(voucherPays(2500, 0)).toBe(0)
  })

  it('is usable through its last day (London business date), and only when issued with something left', () => {
    const issued = { status: 'issued', expiresOn: '2027-11-27' }
    expect(voucherUsable(issued, 100, '2027-11-27')).toBeNull()
    expect(voucherUsable(issued, 100, '2027-11-28')).toMatchObject({ code: 'voucher_expired' })
    expect(voucherUsable(issued, 0, '2027-01-01')).toMatchObject({ code: 'voucher_empty', message: 'This gift voucher has been used up.' })
    // Refunded to the card by staff: the same code, words that say why.
    expect(voucherUsable({ ...issued, refund: { status: 'succeeded' } }, 0, '2027-01-01')).toMatchObject({
      code: 'voucher_empty',
      message: 'This gift voucher has been refunded, so nothing is left on it.',
    })
    expect(voucherUsable({ ...issued, refund: { status: 'failed' } }, 0, '2027-01-01')).toMatchObject({
      message: 'This gift voucher has been used up.',
    })
    expect(voucherUsable({ status: 'pending', expiresOn: null }, 0, '2027-01-01')).toMatchObject({ code: 'voucher_unknown' })
  })
})

describe('the print link', () => {
  it('opens only the voucher it was signed for, with this server’s secret', () => {
    const token = voucherPrintToken('secret-a', 17)
    expect(verifyVoucherPrintToken('secret-a', token)).toBe(17)
    expect(verifyVoucherPrintToken('secret-b', token)).toBeNull()
    expect(verifyVoucherPrintToken('secret-a', token.replace(/^17\./, '18.'))).toBeNull()
    expect(verifyVoucherPrintToken('secret-a', 'nonsense')).toBeNull()
  })
})

describe('the purchase form', () => {
  it('takes whole pence, trims and lower-cases the address, and limits the message', () => {
    const parsed = voucherPurchaseSchema.safeParse({
      amountPence: 2500,
      buyerName: ' Gran ',
      buyerEmail: ' GRAN@Example.COM ',
      recipientName: 'Alfie',
    })
    expect(parsed.success && parsed.data).toMatchObject({ buyerName: 'Gran', buyerEmail: 'gran@example.com', message: '' })
    expect(
      voucherPurchaseSchema.safeParse({ amountPence: 25.5, buyerName: 'Gran', buyerEmail: 'g@e.com', recipientName: 'A' }).success,
    ).toBe(false)
    expect(
      voucherPurchaseSchema.safeParse({
        amountPence: 2500,
        buyerName: 'Gran',
        buyerEmail: 'g@e.com',
        recipientName: 'A',
        message: 'x'.repeat(301),
      }).success,
    ).toBe(false)
  })

  it('states the expiry the code enforces in the terms', () => {
    expect(voucherTerms(18, null)).toMatch(/^Valid for 18 months from the date of purchase\./)
    expect(voucherTerms(12, ' Not for parties. ')).toMatch(/Not exchangeable for cash\. Not for parties\.$/)
  })
})
