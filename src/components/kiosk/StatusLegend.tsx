import { TICKET_USE_LABEL, type TicketUse } from './ticketUse'
import * as styles from './tickets.css'

const ORDER: TicketUse[] = ['available', 'playing', 'used']

/** The colour key above the cards; the colours are never the only cue (each card says its state). */
export function StatusLegend() {
  return (
    <ul className={styles.legend} aria-label="What the colours mean">
      {ORDER.map((use) => (
        <li key={use} className={styles.legendItem}>
          <span className={styles.swatch[use]} aria-hidden="true" />
          {TICKET_USE_LABEL[use]}
        </li>
      ))}
    </ul>
  )
}
