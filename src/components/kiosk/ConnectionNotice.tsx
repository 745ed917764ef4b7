import type { WriteStatus } from './useRetryingWrite'
import * as styles from './kiosk.css'

export const NO_CONNECTION = "No connection — we'll try again as soon as it's back"

/** Said plainly while a write waits for the network; the live region is always there so it is announced. */
export function ConnectionNotice({ status }: { status: WriteStatus }) {
  return (
    <div role="alert" className={styles.liveRegion}>
      {status === 'waitingForConnection' ? (
        <div className={styles.notice.info}>
          <p className={styles.noticeTitle}>{NO_CONNECTION}</p>
          <p className={styles.text}>Please wait here: what you entered is kept, and nothing is done twice.</p>
        </div>
      ) : null}
    </div>
  )
}
