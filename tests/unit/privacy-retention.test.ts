import { describe, expect, it } from 'vitest'
import { RETENTION_DEFAULTS, retentionCutoffs, retentionSettings } from '@plugins/staff/domain/retention'

describe('retention settings', () => {
  it('uses the spec defaults (30 days, 24 months) for anything unset or odd', () => {
    expect(retentionSettings(undefined)).toEqual(RETENTION_DEFAULTS)
    expect(RETENTION_DEFAULTS).toEqual({ numberPlateDays: 30, inquiryMonths: 24 })
    expect(retentionSettings({ numberPlateDays: 0, inquiryMonths: 2.5 })).toEqual(RETENTION_DEFAULTS)
    expect(retentionSettings({ numberPlateDays: null, inquiryMonths: 6 })).toEqual({ numberPlateDays: 30, inquiryMonths: 6 })
  })
})

describe('retention cutoffs', () => {
  it('counts London calendar days and months back from now', () => {
    const cutoffs = retentionCutoffs(new Date('2026-11-27T03:17:00Z'), { numberPlateDays: 30, inquiryMonths: 24 })
    expect(cutoffs.plates.toISOString()).toBe('2026-10-28T03:17:00.000Z')
    expect(cutoffs.inquiries.toISOString()).toBe('2024-11-27T03:17:00.000Z')
  })

  it('keeps the wall-clock time across the clock change (the end of October)', () => {
    // 03:17 GMT on 10 November; 30 days earlier is 03:17 BST on 11 October, 02:17 UTC.
    const cutoffs = retentionCutoffs(new Date('2026-11-10T03:17:00Z'), { numberPlateDays: 30, inquiryMonths: 1 })
    expect(cutoffs.plates.toISOString()).toBe('2026-10-11T02:17:00.000Z')
    expect(cutoffs.inquiries.toISOString()).toBe('2026-10-10T02:17:00.000Z')
  })
})
