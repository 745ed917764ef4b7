/**
 * The occupancy plugin's client-safe face: what GET /api/busy-now answers, the levels, and the
 * chart's geometry shared by the site and the staff Overview. Nothing here loads Payload; server
 * code is in `./index.ts`.
 */
export {
  BUSY_NOW_MESSAGES,
  type BusyNowAnswer,
  type BusyNowLive,
  type BusyNowNone,
  type BusyNowReason,
  type ExpectedPoint,
} from './domain/busyNowAnswer'
export { BUSY_LEVELS, type BusyLevel } from './domain/busyLine'
export { axisLabel, chartBars, type ChartBar, type ChartScale } from './domain/chartBars'

/** The public call's path. */
export const BUSY_NOW_PATH = '/api/busy-now'
// The chart itself, skinned by the page that shows it.
export { BusyChart, type BusyChartClasses } from './ui/BusyChart'
