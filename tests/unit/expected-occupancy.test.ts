import { describe, expect, it } from 'vitest'
import { expectedOccupancy, venueMinute } from '@plugins/occupancy/domain/expectedOccupancy'

// The expected children inside for each half hour of the rest of today (docs/adr/0032). Every
// figure below is worked out by hand in the comment beside it. The unit project runs in
// Pacific/Auckland, so a sum done on the machine's clock instead of London's would show.

const normalWindow = { from: '09:30', until: '15:30', playMinutes: 120 }
const winterMonday = '2031-01-13' // GMT: London is UTC
const summerMonday = '2031-07-14' // BST: London is UTC+1

const series = (points: { time: string; children: number }[]) => points.map(({ time, children }) => `${time} ${children}`)

describe('the expected-occupancy curve', () => {
  it('before opening, with no history: everyone still to come spread evenly over the window (GMT)', () => {
    const points = expectedOccupancy({
      now: new Date('2031-01-13T08:00:00Z'), // 8:00 AM in London
      date: winterMonday,
      arrival: normalWindow,
      inside: [],
      stillToCome: 40,
      pastArrivals: [],
    })
    // 40 children over 9:30-3:30 (360 minutes); at a mark, those who came in the 120 minutes before it:
    // 10:00 -> 40 x 30/360 = 3.3; 10:30 -> 6.7; 11:00 -> 10; 11:30 to 3:30 -> 40 x 120/360 = 13.3;
    // then the window's last arrivals leave: 4:00 -> 90/360 = 10, 4:30 -> 6.7, 5:00 -> 3.3. Nothing at 5:30 (closing).
    expect(series(points)).toEqual([
      '09:30 0',
      '10:00 3',
      '10:30 7',
      '11:00 10',
      '11:30 13',
      '12:00 13',
      '12:30 13',
      '13:00 13',
      '13:30 13',
      '14:00 13',
      '14:30 13',
      '15:00 13',
      '15:30 13',
      '16:00 10',
      '16:30 7',
      '17:00 3',
    ])
  })

  it('mid-morning: who is inside until their play ends, and the rest arriving as past same weekdays did (BST)', () => {
    const points = expectedOccupancy({
      now: new Date('2031-07-14T09:15:00Z'), // 10:15 AM in London
      date: summerMonday,
      arrival: normalWindow,
      inside: [
        { children: 3, playsUntil: new Date('2031-07-14T10:40:00Z') }, // in at 9:40, plays until 11:40
        { children: 2, playsUntil: new Date('2031-07-14T11:10:00Z') }, // in at 10:10, plays until 12:10
      ],
      stillToCome: 10,
      pastArrivals: [
        { minute: 570, children: 4 }, // 9:30: before now, so not part of the pattern from now on
        { minute: 660, children: 3 }, // 11:00
        { minute: 780, children: 2 }, // 1:00 PM
        { minute: 840, children: 5 }, // 2:00 PM
      ],
    })
    // From 10:15 on, past arrivals weigh 3 + 2 + 5 = 10 children: 30% come at 11:00, 20% at 1:00, 50% at 2:00.
    // 10:30: the 5 inside, nobody else yet. 11:00 and 11:30: 5 + 3. 12:00: the first family left (11:40): 2 + 3.
    // 12:30: 3. 1:00 and 1:30: the 11:00 arrivals left at 1:00; 2. 2:00 and 2:30: 2 + 5. 3:00 and 3:30: 5. Then 0.
    expect(series(points)).toEqual([
      '10:30 5',
      '11:00 8',
      '11:30 8',
      '12:00 5',
      '12:30 3',
      '13:00 2',
      '13:30 2',
      '14:00 7',
      '14:30 7',
      '15:00 5',
      '15:30 5',
      '16:00 0',
      '16:30 0',
      '17:00 0',
    ])
  })

  it('in the afternoon with no history: the rest of the window only (GMT)', () => {
    const points = expectedOccupancy({
      now: new Date('2031-01-13T14:00:00Z'), // 2:00 PM
      date: winterMonday,
      arrival: normalWindow,
      inside: [{ children: 10, playsUntil: new Date('2031-01-13T15:10:00Z') }],
      stillToCome: 6,
      pastArrivals: [],
    })
    // 6 children over 2:00-3:30 (90 minutes). 2:30: 10 + 6 x 30/90 = 12; 3:00: 10 + 4 = 14; 3:30: the 10 left at 3:10,
    // all 6 in = 6; 4:00: 6 (the earliest, at 2:00, leave at 4:00 exactly); 4:30: 6 x 60/90 = 4; 5:00: 2.
    expect(series(points)).toEqual(['14:30 12', '15:00 14', '15:30 6', '16:00 6', '16:30 4', '17:00 2'])
  })

  it('after the arrival window: nobody more is expected, those inside until their play ends (BST)', () => {
    const points = expectedOccupancy({
      now: new Date('2031-07-14T15:00:00Z'), // 4:00 PM
      date: summerMonday,
      arrival: normalWindow,
      inside: [{ children: 4, playsUntil: new Date('2031-07-14T16:20:00Z') }], // until 5:20 PM
      stillToCome: 5,
      pastArrivals: [],
    })
    expect(series(points)).toEqual(['16:30 4', '17:00 4'])
  })

  it('a special day’s shorter window and a play length that is not whole hours', () => {
    const points = expectedOccupancy({
      now: new Date('2031-01-13T11:45:00Z'),
      date: winterMonday,
      arrival: { from: '11:00', until: '12:30', playMinutes: 90 },
      inside: [],
      stillToCome: 9,
      pastArrivals: [{ minute: 720, children: 1 }], // the only past arrival from now on: 12:00
    })
    // Everyone is expected at 12:00 and plays until 1:30 (not included at 1:30). Last mark before 12:30 + 90 = 2:00.
    expect(series(points)).toEqual(['12:00 9', '12:30 9', '13:00 9', '13:30 0'])
  })

  it('reads the venue’s minute of the day across the clock change, and days before and after', () => {
    expect(venueMinute(new Date('2031-07-14T09:15:30Z'), summerMonday)).toBe(615.5)
    expect(venueMinute(new Date('2031-01-13T09:15:00Z'), winterMonday)).toBe(555)
    // 23:30 UTC on the 13th of July is already the 14th in London.
    expect(venueMinute(new Date('2031-07-13T23:30:00Z'), summerMonday)).toBe(30)
    expect(venueMinute(new Date('2031-07-13T22:30:00Z'), summerMonday)).toBe(-Infinity)
    expect(venueMinute(new Date('2031-07-15T08:00:00Z'), summerMonday)).toBe(Infinity)
  })
})
