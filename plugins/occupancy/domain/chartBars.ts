import type { ExpectedPoint } from './busyNowAnswer'

/** One bar of the expected-occupancy chart: its height as a share of the chart's scale, and whether its time is labelled. */
export type ChartBar = ExpectedPoint & { share: number; labelled: boolean }

export type ChartScale = { bars: ChartBar[]; top: number; capacityShare: number }

/** At most this many time labels under the bars: each then has about 50 px on a 390 px phone. */
const MOST_LABELS = 7

/**
 * The chart drawn the same way on the site and the staff Overview: one bar per half hour, scaled
 * to the room's capacity (or the highest bar, if more are expected than it holds), with a label on
 * whole hours ('1 PM'): every hour, or every second or third one on a long day, so the labels fit
 * a phone's width.
 */
export function chartBars(points: ExpectedPoint[], capacity: number): ChartScale {
  const top = Math.max(1, capacity, ...points.map((point) => point.children))
  const everyHours = Math.max(1, Math.ceil(points.length / 2 / MOST_LABELS))
  const labelled = (time: string) => time.endsWith(':00') && Number(time.slice(0, 2)) % everyHours === 0
  return {
    top,
    capacityShare: capacity > 0 ? capacity / top : 0,
    bars: points.map((point) => ({ ...point, share: point.children / top, labelled: labelled(point.time) })),
  }
}

/** '1:00 PM' -> '1 PM', '1:30 PM' kept: the axis label of a bar. */
export function axisLabel(label: string): string {
  return label.replace(':00 ', ' ')
}
