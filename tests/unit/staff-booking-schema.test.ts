import { describe, expect, it } from 'vitest'
import { staffBookingSchema } from '@plugins/booking/domain/staffBookingSchema'

const body = {
  customerName: 'Jo Family',
  customerEmail: 'jo@test.example',
  customerPhone: '07700 900789',
  selectedDate: '2036-02-02',
  ticketQuantities: { 'child-1-12': 2 },
  totalAmount: 19,
}

describe('the staff booking body', () => {
  it('needs no tick of the terms, and leaves loyalty off unless asked', () => {
    const parsed = staffBookingSchema.parse({ ...body, payment: 'in_store' })
    expect(parsed.loyaltyOptIn).toBe(false)
    expect('agreeToTerms' in parsed).toBe(false)
    expect(staffBookingSchema.parse({ ...body, payment: 'in_store', loyaltyOptIn: true }).loyaltyOptIn).toBe(true)
  })

  it('needs a reason for a complimentary booking, and not for one paid at the desk', () => {
    for (const reason of [undefined, '', '   ']) {
      const parsed = staffBookingSchema.safeParse({ ...body, payment: 'complimentary', reason })
      expect(parsed.success).toBe(false)
      expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['reason'])
    }
    expect(staffBookingSchema.parse({ ...body, payment: 'complimentary', reason: ' Birthday treat ' }).reason).toBe('Birthday treat')
    expect(staffBookingSchema.safeParse({ ...body, payment: 'in_store' }).success).toBe(true)
  })

  it('refuses a payment it does not know, and none at all', () => {
    expect(staffBookingSchema.safeParse({ ...body, payment: 'card' }).success).toBe(false)
    expect(staffBookingSchema.safeParse(body).success).toBe(false)
  })
})
