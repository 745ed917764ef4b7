import type { ReactNode } from 'react'
import * as styles from './kiosk.css'

export type NoticeContent = { title: string; message: string; detail?: string | null }

/** A titled message the family reads at a glance; errors are announced at once. */
export function KioskNotice({
  notice,
  tone = 'error',
  children,
}: {
  notice: NoticeContent
  tone?: 'error' | 'info' | 'success'
  children?: ReactNode
}) {
  return (
    <div className={styles.notice[tone]} role={tone === 'error' ? 'alert' : 'status'}>
      <p className={styles.noticeTitle}>{notice.title}</p>
      <p className={styles.text}>{notice.message}</p>
      {notice.detail ? <p className={styles.text}>{notice.detail}</p> : null}
      {children}
    </div>
  )
}
