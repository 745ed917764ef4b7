import { describe, expect, it } from 'vitest'
import { RETENTION_DEFAULTS, retentionCutoffs, retentionSettings } from '@plugins/staff/domain/retention'

describe('retention settings', () => {
  it('uses the defaults (30 days, 24 months, 30 days) for anything unset or odd', () => {
    expect(retentionSettings(undefined)).toEqual(RETENTION_DEFAULTS)
    expect(RETENTION_DEFAULTS).toEqual({ numberPlateDays: 30, inquiryMonths: 24, waitingListDays: 30 })
    expect(retentionSettings({ numberPlateDays: 0, inquiryMonths: 2.5, waitingListDays: -1 })).toEqual(RETENTION_DEFAULTS)
    expect(retentionSettings({ numberPlateDays: null, inquiryMonths: 6, waitingListDays: 7 })).toEqual({
      numberPlateDays: 30,
      inquiryMonths: 6,
      waitingListDays: 7,
    })
  })
})

describe('retention cutoffs', () => {
  it('counts London calendar days and months back from now', () => {
    const cutoffs = retentionCutoffs(new Date('2026-11-27T03:17:00Z'), { numberPlateDays: 30, inquiryMonths: 24, waitingListDays: 30 })
    expect(cutoffs.plates.toISOString()).toBe('2026-10-28T03:17:00.000Z')
    expect(cutoffs.inquiries.toISOString()).toBe('2024-11-27T03:17:00.000Z')
    expect(cutoffs.waitingListBefore).toBe('2026-10-28')
  })

  it("cuts waiting lists by London's date, whatever the hour", () => {
    const settings = { numberPlateDays: 30, inquiryMonths: 24, waitingListDays: 3 }
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    expect(retentionCutoffs(new Date('2026-06-30T23:30:00Z'), settings).waitingListBefore).toBe('2026-06-28')
    expect(retentionCutoffs(new Date('2026-06-30T22:30:00Z'), settings).waitingListBefore).toBe('2026-06-27')
    expect(retentionCutoffs(new Date('2026-07-01T12:00:00Z'), settings).waitingListBefore).toBe('2026-06-28')
    // Across the clock change at the end of October.
    expect(retentionCutoffs(new Date('2026-10-26T00:30:00Z'), settings).waitingListBefore).toBe('2026-10-23')
  })

  it('keeps the wall-clock time across the clock change (the end of October)', () => {
    // 03:17 GMT on 10 November; 30 days earlier is 03:17 BST on 11 October, 02:17 UTC.
    const cutoffs = retentionCutoffs(new Date('2026-11-10T03:17:00Z'), { numberPlateDays: 30, inquiryMonths: 1, waitingListDays: 30 })
    expect(cutoffs.plates.toISOString()).toBe('2026-10-11T02:17:00.000Z')
    expect(cutoffs.inquiries.toISOString()).toBe('2026-10-10T02:17:00.000Z')
  })
})
