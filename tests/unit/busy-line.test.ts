import { describe, expect, it } from 'vitest'
import { busyLevel, fillTemplate, templateProblem, thresholdsProblem } from '@plugins/occupancy/domain/busyLine'
import { axisLabel, chartBars } from '@plugins/occupancy/domain/chartBars'

const thresholds = { quietBelowPercent: 40, busyFromPercent: 75, fullFromPercent: 100 }

describe('how busy it is now', () => {
  it('reads the level from the children inside against the room, and full when no place is left', () => {
    const level = (childrenPlaying: number, placesFree = 10) => busyLevel({ childrenPlaying, capacity: 40, placesFree }, thresholds)
    expect(level(0)).toBe('quiet')
    expect(level(15)).toBe('quiet') // 37.5%
    expect(level(16)).toBe('steady') // 40%
    expect(level(29)).toBe('steady') // 72.5%
    expect(level(30)).toBe('busy') // 75%
    expect(level(39)).toBe('busy')
    expect(level(40)).toBe('full')
    expect(level(3, 0)).toBe('full')
    expect(busyLevel({ childrenPlaying: 0, capacity: 0, placesFree: 0 }, thresholds)).toBe('full')
  })

  it('fills the manager’s template with counted words', () => {
    const values = { level: 'Quiet now', children: 12, places: 28, until: '3:30 PM', from: '9:30 AM' }
    expect(fillTemplate('{level}: {children} playing, {places} free until {until}', values)).toBe(
      'Quiet now: 12 children playing, 28 places free until 3:30 PM',
    )
    expect(fillTemplate('{level}: {children} playing, {places} free until {until}', { ...values, children: 1, places: 0 })).toBe(
      'Quiet now: 1 child playing, no places free until 3:30 PM',
    )
    expect(fillTemplate('Open from {from}: {places} left', { ...values, places: 1 })).toBe('Open from 9:30 AM: 1 place left')
  })

  it('refuses templates and thresholds that cannot be read', () => {
    expect(templateProblem('{level}: {children} playing')).toBeNull()
    expect(templateProblem('{level} {kids}')).toContain('{kids} is not a placeholder')
    expect(thresholdsProblem(thresholds)).toBeNull()
    expect(thresholdsProblem({ ...thresholds, quietBelowPercent: 80 })).not.toBeNull()
    expect(thresholdsProblem({ ...thresholds, busyFromPercent: 110 })).not.toBeNull()
  })

  it('scales the chart to the room, or to the highest bar above it, and labels whole hours', () => {
    const points = [
      { time: '12:30', label: '12:30 PM', children: 10 },
      { time: '13:00', label: '1:00 PM', children: 50 },
    ]
    expect(chartBars(points, 40)).toEqual({
      top: 50,
      capacityShare: 0.8,
      bars: [
        { ...points[0], share: 0.2, labelled: false },
        { ...points[1], share: 1, labelled: true },
      ],
    })
    expect(chartBars([], 0)).toEqual({ top: 1, capacityShare: 0, bars: [] })
    // A long day (9:30 AM to 9:00 PM, 24 bars): a label every second hour, six in all.
    const long = Array.from({ length: 24 }, (_, index) => {
      const minutes = 570 + index * 30
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`
      return { time, label: time, children: 0 }
    })
    expect(
      chartBars(long, 40)
        .bars.filter((bar) => bar.labelled)
        .map((bar) => bar.time),
    ).toEqual(['10:00', '12:00', '14:00', '16:00', '18:00', '20:00'])
    expect(axisLabel('1:00 PM')).toBe('1 PM')
    expect(axisLabel('12:30 PM')).toBe('12:30 PM')
  })
})
