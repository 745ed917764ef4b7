import { describe, expect, it } from 'vitest'
import { maskedVoucherCode, priceAdjustmentLines } from '@/components/booking/priceAdjustments'

describe('the rows a booking summary lists before its total', () => {
  it('lists promo, credits and voucher in the order the server applies them, each only when it took something', () => {
    expect(
      priceAdjustmentLines({
        promoCode: 'SUMMER-10',
        promoDiscountPence: 210,
        creditSavingsPence: 800,
        voucherCode: 'PLAY-AB12-CD34-EF56-GH78',
        voucherAppliedPence: 1090,
      }),
    ).toEqual([
      { label: 'Promo code SUMMER-10', amount: '−£2.10' },
      { label: 'Session credits', amount: '−£8.00' },
      { label: 'Gift voucher …GH78', amount: '−£10.90' },
    ])
    expect(priceAdjustmentLines({ promoCode: 'SUMMER-10', promoDiscountPence: 0, voucherCode: null, voucherAppliedPence: 500 })).toEqual([])
  })

  it('shows a voucher code by its last four characters, once, even when the server already shortened it', () => {
    expect(maskedVoucherCode('PLAY-AB12-CD34-EF56-GH78')).toBe('…GH78')
    expect(maskedVoucherCode('…GH78')).toBe('…GH78')
  })
})
