import { describe, expect, it } from 'vitest'
import { dayArrivalText, type DayArrival, type UsualArrival } from '@/components/booking/dayArrivalText'

const usual: UsualArrival = {
  from: '09:30',
  until: '15:30',
  text: 'Flexible arrival: arrive any time between 9:30 AM and 3:30 PM and enjoy exactly 2 hours of play from check-in.',
}
const day = (date: string, from: string, until: string): DayArrival => ({
  date,
  arrivalWindow: { from, until },
  arrivalTimes: `Arrive any time between ${from} and ${until}; 2 hours from check-in`,
})

describe("the booking page's arrival words for the chosen day", () => {
  it("are the manager's own on a day with the usual window", () => {
    expect(dayArrivalText(usual, day('2026-12-05', '09:30', '15:30'), '2026-12-05')).toBe(usual.text)
  })

  it("are the day's own times when its hours open late or close early", () => {
    expect(dayArrivalText(usual, day('2026-12-24', '09:30', '12:00'), '2026-12-24')).toBe(
      'Arrive any time between 09:30 and 12:00; 2 hours from check-in.',
    )
    expect(dayArrivalText(usual, day('2026-12-27', '11:30', '15:30'), '2026-12-27')).toMatch(/^Arrive any time between 11:30/)
  })

  it("stay the manager's while the chosen day's answer is still loading or belongs to another day", () => {
    expect(dayArrivalText(usual, undefined, '2026-12-24')).toBe(usual.text)
    expect(dayArrivalText(usual, day('2026-12-23', '09:30', '12:00'), '2026-12-24')).toBe(usual.text)
  })

  it("are the manager's on a day without an arrival window (an event day's sessions say the times)", () => {
    expect(dayArrivalText(usual, { date: '2026-12-24', arrivalWindow: null, arrivalTimes: null }, '2026-12-24')).toBe(usual.text)
  })
})
