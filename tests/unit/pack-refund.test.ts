import { describe, expect, it } from 'vitest'
import { unusedCreditsRefund } from '@plugins/credits/domain/packRefund'

describe('a credit pack’s refund of its unused credits', () => {
  const pack = { credits: 10, amountPence: 7200 }

  it('gives back all that was paid when no credit was used', () => {
    expect(unusedCreditsRefund(pack, 10)).toBe(7200)
  })

  it('gives back the unused credits’ share, rounded down to the penny', () => {
    expect(unusedCreditsRefund(pack, 7)).toBe(5040)
    expect(unusedCreditsRefund({ credits: 3, amountPence: 1000 }, 1)).toBe(333)
    expect(unusedCreditsRefund({ credits: 3, amountPence: 1000 }, 2)).toBe(666)
  })

  it('gives back nothing when every credit was used', () => {
    expect(unusedCreditsRefund(pack, 0)).toBe(0)
    expect(unusedCreditsRefund(pack, -2)).toBe(0)
  })
})
