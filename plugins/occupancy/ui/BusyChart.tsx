import type { ReactElement } from 'react'
import type { BusyNowLive } from '../domain/busyNowAnswer'
import { axisLabel, chartBars } from '../domain/chartBars'

/** The class names each page gives the chart (the site's vanilla-extract styles, or the staff dashboard's). */
export type BusyChartClasses = {
  figure: string
  caption: string
  /** The capacity line's key, beside the caption. */
  legend: string
  plot: string
  svg: string
  bar: string
  capacity: string
  axis: string
  axisLabel: string
  /** Visually hidden: around the same figures as a table for screen readers. */
  table: string
}

const COLUMN = 10

/**
 * The expected children inside for each half hour left today: bars drawn in SVG (no chart
 * library), the room's capacity as a dashed line, whole hours labelled in HTML under it (text in a
 * stretched SVG would be distorted on a phone), and the figures again as a table for screen
 * readers, who are not given the picture.
 */
export function BusyChart({
  id,
  chart,
  capacity,
  classes,
}: {
  id: string
  chart: BusyNowLive['chart']
  capacity: number
  classes: BusyChartClasses
}): ReactElement | null {
  const { bars, capacityShare } = chartBars(chart.points, capacity)
  if (bars.length === 0) return null
  const width = bars.length * COLUMN
  const y = (share: number) => 100 - share * 100
  return (
    <figure className={classes.figure} aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className={classes.caption}>
        {chart.heading}
        {capacityShare > 0 ? (
          <span className={classes.legend} aria-hidden="true">
            Dashed line: full ({capacity})
          </span>
        ) : null}
      </figcaption>
      <div className={classes.plot} aria-hidden="true">
        <svg className={classes.svg} viewBox={`0 0 ${width} 100`} preserveAspectRatio="none" focusable="false">
          {bars.map((bar, index) => (
            <rect
              key={bar.time}
              className={classes.bar}
              x={index * COLUMN + 1.5}
              width={COLUMN - 3}
              y={y(bar.share)}
              height={bar.share * 100}
            />
          ))}
          {capacityShare > 0 ? (
            <line
              className={classes.capacity}
              x1={0}
              x2={width}
              y1={y(capacityShare)}
              y2={y(capacityShare)}
              vectorEffect="non-scaling-stroke"
            />
          ) : null}
        </svg>
        <div className={classes.axis} style={{ gridTemplateColumns: `repeat(${bars.length}, minmax(0, 1fr))` }}>
          {bars.map((bar) => (
            <span key={bar.time} className={classes.axisLabel}>
              {bar.labelled ? axisLabel(bar.label) : ''}
            </span>
          ))}
        </div>
      </div>
      {/* A table is as wide as its content whatever its width says: the hidden box is a div around it. */}
      <div className={classes.table}>
        <table>
          <caption>
            {chart.heading} (the room holds {capacity} children)
          </caption>
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Children expected inside</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.time}>
                <th scope="row">{bar.label}</th>
                <td>{bar.children}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}
