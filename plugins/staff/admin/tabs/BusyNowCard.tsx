'use client'

import type { ReactElement } from 'react'
import useSWR from 'swr'
import { BUSY_NOW_PATH, BusyChart, type BusyNowAnswer } from '@plugins/occupancy/contract'
import { plural } from '@/lib/plural'
import { STAFF_REFRESH_MS } from '../../domain/staffApi'
import * as css from '../staff.css'
import * as chart from './busyNow.css'
import { LoadingState } from '../states'

const classes = { ...chart, table: chart.visuallyHidden }

/**
 * The Overview's view of how busy it is now: the same public call and figures the home and
 * booking pages show (GET /api/busy-now, shared for 30 seconds), with the chart; on a day without
 * live figures, the reason.
 */
export function BusyNowCard(): ReactElement | null {
  const { data, error, isLoading } = useSWR<BusyNowAnswer>(BUSY_NOW_PATH, { refreshInterval: STAFF_REFRESH_MS.lists })
  if (error) return null
  return (
    <section className={css.card} aria-labelledby="staff-busy-now">
      <h2 id="staff-busy-now" className={css.heading}>
        How busy it is now
      </h2>
      {isLoading || !data ? (
        <LoadingState label="Loading how busy it is" rows={1} />
      ) : data.status === 'none' ? (
        <p className={css.subtle}>{data.message}</p>
      ) : (
        <>
          <p className={css.statValue}>{data.levelLabel}</p>
          <p className={css.subtle}>Families see: “{data.line}”</p>
          <p className={css.subtle}>
            {plural(data.childrenPlaying, 'child', 'children')} inside (the room holds {data.capacity}) ·{' '}
            {plural(data.placesFree, 'place', 'places')} left to book today · arrivals until {data.arrival.untilLabel}
          </p>
          <BusyChart id="staff-busy-now-chart" chart={data.chart} capacity={data.capacity} classes={classes} />
        </>
      )}
    </section>
  )
}
