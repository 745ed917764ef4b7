import type { ReactElement } from 'react'
import type { BusyNowLive as Live } from '@plugins/occupancy/contract'
import { BusyNowLive } from './BusyNowLive'
import * as styles from './busyNow.css'

/**
 * How busy it is now, on the home and booking pages (docs/adr/0032): the heading from the server,
 * the figures from the server's shared read (`initial`) or the browser's read of GET /api/busy-now.
 * Rendered only on a day that can have them, with the space for them kept from the first paint.
 */
export function BusyNowSection({ id, heading, initial }: { id: string; heading: string; initial?: Live }): ReactElement {
  return (
    <section className={styles.card} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {heading}
      </h2>
      <BusyNowLive id={id} initial={initial} />
    </section>
  )
}
