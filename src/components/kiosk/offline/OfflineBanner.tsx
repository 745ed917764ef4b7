'use client'

import { useOfflineKiosk } from './OfflineKiosk'
import * as styles from '../kiosk.css'

const waiting = (count: number) => `${count} ${count === 1 ? 'check-in' : 'check-ins'} waiting to be sent`

/**
 * Says plainly when the tablet cannot reach the server, and how much it holds to send. The live
 * region is always there, so a change is read out.
 */
export function OfflineBanner() {
  const { offline, queued } = useOfflineKiosk()
  return (
    <div role="status" className={styles.liveRegion}>
      {offline ? (
        <div className={styles.notice.info}>
          <p className={styles.noticeTitle}>Offline: {waiting(queued)}</p>
          <p className={styles.text}>
            This tablet cannot reach the server. Searches use its copy of today’s tickets; check-ins are saved here and sent, once each,
            when the connection is back.
          </p>
        </div>
      ) : queued > 0 ? (
        <div className={styles.notice.info}>
          <p className={styles.noticeTitle}>Sending: {waiting(queued)}</p>
        </div>
      ) : null}
    </div>
  )
}
