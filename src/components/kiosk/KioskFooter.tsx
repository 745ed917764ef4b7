import type { KioskSettings } from './kioskApi'
import * as styles from './kiosk.css'

/** Hours, the session length and the safety note, as the CMS has them. */
export function KioskFooter({ footer }: { footer: KioskSettings['footer'] | undefined }) {
  return (
    <footer className={styles.footer}>
      {footer ? (
        <>
          <span>{footer.hours}</span>
          <span>{footer.sessionsNote}</span>
          <span>{footer.safetyNote}</span>
        </>
      ) : null}
    </footer>
  )
}
