import { describe, expect, it } from 'vitest'
import { moveTargetSchema, staffMoveSchema } from '@plugins/booking/domain/moveBookingSchema'
import { moveRefusal } from '@plugins/booking/domain/movePolicy'

const hours24 = { rule: 'hours_before_slot', hoursBefore: 24 } as const
const beforeDay = { rule: 'before_visit_day', hoursBefore: 24 } as const
const booking = (status: string) => ({ status, date: '2026-12-05', slotStart: '10:00' })

describe('who may move a booking, and until when', () => {
  it('lets a family move a paid booking until the free cancellation period ends, at any time of day before it', () => {
    // 24 hours before 10:00 on 5 December (GMT) is 10:00 UTC on the 4th.
    for (const now of ['2026-12-03T23:59:00Z', '2026-12-04T00:30:00Z', '2026-12-04T09:59:59Z']) {
      expect(moveRefusal(booking('paid'), 'customer', hours24, new Date(now)), now).toBeNull()
    }
    for (const now of ['2026-12-04T10:00:00Z', '2026-12-04T18:00:00Z', '2026-12-05T09:00:00Z']) {
      expect(moveRefusal(booking('paid'), 'customer', hours24, new Date(now)), now).toMatchObject({
        code: 'move_closed',
        message: expect.stringMatching(/free cancellation period/),
      })
    }
  })

  it('follows the other reading of the policy: until the visit day starts', () => {
    expect(moveRefusal(booking('paid'), 'customer', beforeDay, new Date('2026-12-04T23:59:00Z'))).toBeNull()
    expect(moveRefusal(booking('paid'), 'customer', beforeDay, new Date('2026-12-05T00:00:00Z'))).toMatchObject({ code: 'move_closed' })
  })

  it('lets staff move a paid booking after the cut-off', () => {
    expect(moveRefusal(booking('paid'), 'staff', hours24, new Date('2026-12-05T09:00:00Z'))).toBeNull()
  })

  it('never moves a booking that is not paid, for anyone', () => {
    for (const status of ['held', 'checked_in', 'checked_out', 'cancelled', 'refunded', 'expired', 'no_show']) {
      for (const by of ['customer', 'staff'] as const)
        expect(moveRefusal(booking(status), by, hours24, new Date('2026-11-01T12:00:00Z')), `${status} ${by}`).toMatchObject({
          code: 'not_movable',
        })
    }
  })
})

describe('the move schema shared by the form and the endpoints', () => {
  it('takes a date and an optional time, an empty time meaning none', () => {
    expect(moveTargetSchema.parse({ selectedDate: '2026-12-05', selectedTime: '' })).toEqual({ selectedDate: '2026-12-05' })
    expect(moveTargetSchema.parse({ selectedDate: '2026-12-05', selectedTime: ' 9:30 AM - 11:30 AM ' })).toEqual({
      selectedDate: '2026-12-05',
      selectedTime: '9:30 AM - 11:30 AM',
    })
    for (const selectedDate of ['', '2026-02-30', '05/12/2026'])
      expect(moveTargetSchema.safeParse({ selectedDate }).success, selectedDate).toBe(false)
  })

  it('needs a reason from staff', () => {
    expect(staffMoveSchema.safeParse({ selectedDate: '2026-12-05', reason: ' x ' }).success).toBe(false)
    expect(staffMoveSchema.safeParse({ selectedDate: '2026-12-05', reason: 'Phone call' }).success).toBe(true)
  })
})
