import { describe, expect, it } from 'vitest'
import { venueDateTimeText } from '@/lib/time/formatDate'

// en-GB with `hour12: true` writes the hour after noon and midnight as 0 ("0:10 pm"): the venue's
// clock text must say 12:10 PM, in GMT and in summer time.
describe('the venue clock in words', () => {
  it.each([
    ['2026-11-29T12:10:00Z', 'Sunday 29 November 2026 at 12:10 PM'],
    ['2026-11-29T00:05:00Z', 'Sunday 29 November 2026 at 12:05 AM'],
    ['2026-11-29T09:30:00Z', 'Sunday 29 November 2026 at 9:30 AM'],
    ['2026-07-04T11:45:00Z', 'Saturday 4 July 2026 at 12:45 PM'],
    ['2026-07-04T14:00:00Z', 'Saturday 4 July 2026 at 3:00 PM'],
  ])('%s is %s', (instant, text) => {
    expect(venueDateTimeText(instant)).toBe(text)
  })
})
