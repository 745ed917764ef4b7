'use client'

import { useEffect, useRef, useState, type ReactElement } from 'react'
import { BUSY_NOW_PATH, BusyChart, type BusyNowAnswer, type BusyNowLive as Live } from '@plugins/occupancy/contract'
import { StaticMarkup } from '@/components/rendering/StaticMarkup'
import { visuallyHidden } from '@/styles/primitives.css'
import * as styles from './busyNow.css'

// The answer is shared for 30 seconds on the server; a minute between reads is plenty for a page left open.
const REFRESH_MS = 60_000

type State = { kind: 'loading' } | { kind: 'live'; answer: Live } | { kind: 'nothing' }

const chartClasses = {
  figure: styles.figure,
  caption: styles.caption,
  legend: styles.legend,
  plot: styles.plot,
  svg: styles.svg,
  bar: styles.bar,
  capacity: styles.capacity,
  axis: styles.axis,
  axisLabel: styles.axisLabel,
  table: visuallyHidden,
}

async function readBusyNow(): Promise<BusyNowAnswer> {
  // No cookies: the answer is the same for everyone, and a signed-in visitor's would cost a user lookup.
  const response = await fetch(BUSY_NOW_PATH, { credentials: 'omit' })
  if (!response.ok) throw new Error(String(response.status))
  return (await response.json()) as BusyNowAnswer
}

/**
 * The live line and chart. On the home page (one cached HTML for everyone) they are read in the
 * browser; the booking page puts the instance's shared read in its HTML (`initial`), so they paint
 * with the page. Either way no page view costs a database query, and the figures are read again
 * every minute. A failed read, or a day without a live figure, shows nothing in the space kept
 * for it (never an error on the home page).
 */
export function BusyNowLive({ id, initial }: { id: string; initial?: Live }): ReactElement {
  const [state, setState] = useState<State>(initial ? { kind: 'live', answer: initial } : { kind: 'loading' })
  const box = useRef<HTMLDivElement>(null)
  // Figures the server already put in the page are read again only at the next refresh.
  const readAtOnce = initial === undefined
  useEffect(() => {
    let live = true
    let timer: ReturnType<typeof setInterval> | undefined
    const read = () =>
      readBusyNow().then(
        (answer) => live && setState(answer.status === 'live' ? { kind: 'live', answer } : { kind: 'nothing' }),
        () => live && setState((current) => (current.kind === 'live' ? current : { kind: 'nothing' })),
      )
    let idle: number | undefined
    const start = () => {
      if (readAtOnce) void read()
      timer = setInterval(read, REFRESH_MS)
    }
    // Read once the card is near the screen and the browser is idle, so drawing it never joins the
    // page's hydration in one long task (measured: docs/performance.md).
    const startWhenIdle = () => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(start, { timeout: 2000 })
      else start()
    }
    const element = box.current
    const watcher =
      readAtOnce && element && typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return
              watcher?.disconnect()
              startWhenIdle()
            },
            { rootMargin: '200px 0px' },
          )
        : null
    if (watcher && element) watcher.observe(element)
    else startWhenIdle()
    return () => {
      live = false
      watcher?.disconnect()
      if (idle !== undefined) cancelIdleCallback(idle)
      clearInterval(timer)
    }
  }, [readAtOnce])

  if (state.kind === 'loading')
    return (
      <div ref={box} className={styles.live} role="status">
        <span className={visuallyHidden}>Loading how busy it is now</span>
        <span className={`${styles.placeholder} ${styles.placeholderLine}`} aria-hidden="true" />
        <span className={`${styles.placeholder} ${styles.placeholderChart}`} aria-hidden="true" />
      </div>
    )
  if (state.kind === 'nothing') return <div ref={box} className={styles.live} aria-hidden="true" />
  const { answer } = state
  return (
    <div ref={box} className={styles.live}>
      <p className={styles.line}>
        {answer.beforeOpening ? null : <span className={styles.level[answer.level]} aria-hidden="true" />}
        {answer.line}
      </p>
      {/* Not hydrated (ADR 0027): drawn by the server, or afresh for each new read (a new key). */}
      <StaticMarkup key={answer.asOf}>
        <BusyChart id={id} chart={answer.chart} capacity={answer.capacity} classes={chartClasses} />
      </StaticMarkup>
    </div>
  )
}
