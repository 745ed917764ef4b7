import { describe, expect, it } from 'vitest'
import { isNoShow, NO_SHOW_LOOKBACK_DAYS, noShowDates } from '@plugins/booking/domain/noShows'
import { visitTransition } from '@plugins/checkin/domain/visitRules'
import { customerCancellationTerms } from '@plugins/booking/domain/cancellationPolicy'

const paid = (date: string) => ({ status: 'paid', date })
const at = (iso: string) => new Date(iso)

// The unit project runs in Pacific/Auckland (vitest.config.ts): a rule that used the host's clock would fail here.
describe('when a paid booking becomes a no-show (the venue day, Europe/London)', () => {
  it('not during its day, at any time of day, in winter (GMT)', () => {
    for (const time of ['00:00:00', '09:29:00', '13:00:00', '16:30:00', '23:59:59']) {
      expect(isNoShow(paid('2026-12-05'), at(`2026-12-05T${time}Z`)), time).toBe(false)
    }
    expect(isNoShow(paid('2026-12-05'), at('2026-12-06T00:00:00Z'))).toBe(true)
    expect(isNoShow(paid('2026-12-05'), at('2026-12-06T09:30:00Z'))).toBe(true)
  })

  it('at London midnight in summer (BST), which is 23:00 UTC the evening before', () => {
    expect(isNoShow(paid('2026-07-04'), at('2026-07-04T22:59:59Z'))).toBe(false)
    // 23:30 UTC on the 4th is 00:30 on the 5th in London: the 4th is over.
    expect(isNoShow(paid('2026-07-04'), at('2026-07-04T23:00:00Z'))).toBe(true)
    expect(isNoShow(paid('2026-07-04'), at('2026-07-04T23:30:00Z'))).toBe(true)
  })

  it('on the March clock change (a 23-hour day): the 29th ends at 23:00 UTC', () => {
    // Clocks go forward at 01:00 UTC on 29 March 2026; at 01:30 UTC it is 02:30 BST, still the 29th.
    expect(isNoShow(paid('2026-03-28'), at('2026-03-29T00:30:00Z'))).toBe(true)
    expect(isNoShow(paid('2026-03-29'), at('2026-03-29T01:30:00Z'))).toBe(false)
    expect(isNoShow(paid('2026-03-29'), at('2026-03-29T22:59:00Z'))).toBe(false)
    expect(isNoShow(paid('2026-03-29'), at('2026-03-29T23:00:00Z'))).toBe(true)
  })

  it('on the October clock change (a 25-hour day): the 25th ends at midnight UTC', () => {
    // Clocks go back at 01:00 UTC on 25 October 2026: 00:30 UTC is 01:30 BST, 01:30 UTC is 01:30 GMT.
    expect(isNoShow(paid('2026-10-24'), at('2026-10-24T22:59:00Z'))).toBe(false)
    expect(isNoShow(paid('2026-10-24'), at('2026-10-24T23:00:00Z'))).toBe(true)
    expect(isNoShow(paid('2026-10-25'), at('2026-10-25T01:30:00Z'))).toBe(false)
    expect(isNoShow(paid('2026-10-25'), at('2026-10-25T23:59:00Z'))).toBe(false)
    expect(isNoShow(paid('2026-10-25'), at('2026-10-26T00:00:00Z'))).toBe(true)
  })

  it('only a paid booking: one checked in or out, held, expired, cancelled or refunded never is', () => {
    const later = at('2026-12-09T12:00:00Z')
    expect(isNoShow(paid('2026-12-05'), later)).toBe(true)
    for (const status of ['checked_in', 'checked_out', 'held', 'expired', 'cancelled', 'refunded', 'no_show']) {
      expect(isNoShow({ status, date: '2026-12-05' }, later), status).toBe(false)
    }
    expect(isNoShow(paid('2026-12-10'), later), 'a future day').toBe(false)
  })
})

describe('the dates the no-show job looks at', () => {
  it('are the last week up to yesterday, never today', () => {
    expect(NO_SHOW_LOOKBACK_DAYS).toBe(7)
    expect(noShowDates(at('2026-12-06T00:05:00Z'))).toEqual({ from: '2026-11-29', before: '2026-12-06' })
    // 23:05 UTC on 4 July is 00:05 on 5 July in London.
    expect(noShowDates(at('2026-07-04T23:05:00Z'))).toEqual({ from: '2026-06-28', before: '2026-07-05' })
    expect(noShowDates(at('2026-07-04T22:55:00Z'))).toEqual({ from: '2026-06-27', before: '2026-07-04' })
  })

  it('count calendar days across a clock change, not 24-hour steps', () => {
    expect(noShowDates(at('2026-03-30T00:10:00Z'))).toEqual({ from: '2026-03-23', before: '2026-03-30' })
    expect(noShowDates(at('2026-11-01T00:10:00Z'), 7)).toEqual({ from: '2026-10-25', before: '2026-11-01' })
  })
})

describe('a no-show elsewhere', () => {
  it('is refused at the kiosk with a plain message', () => {
    expect(visitTransition('check_in', 'no_show')).toMatchObject({
      ok: false,
      code: 'no_show',
      message: expect.stringMatching(/not checked in on its day.*see a member of staff/),
    })
    expect(visitTransition('check_out', 'no_show')).toMatchObject({ ok: false, code: 'not_checked_in' })
    expect(visitTransition('undo_check_in', 'no_show')).toMatchObject({ ok: false, code: 'nothing_to_undo' })
  })

  it('cannot be cancelled by the family online (its day is over)', () => {
    const terms = customerCancellationTerms(
      { status: 'no_show', date: '2026-12-05', slotStart: '09:30', finalAmountPence: 2100 },
      { rule: 'hours_before_slot', hoursBefore: 24 },
      at('2026-12-06T10:00:00Z'),
    )
    expect(terms).toMatchObject({ allowed: false, refundPence: 0, reason: expect.stringMatching(/not used on its day/) })
  })
})
