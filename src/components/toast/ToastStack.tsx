'use client'

import * as Toast from '@radix-ui/react-toast'
import { useEffect, useRef } from 'react'
import * as styles from './Toaster.css'
import { toastSettings, type QueuedToast } from './toastSettings'

type ToastStackProps = {
  queue: QueuedToast[]
  onClosed: (id: number) => void
  /** F8 was pressed before this code had loaded: focus the notifications now, as F8 does. */
  focusOnMount: boolean
}

/** Radix toasts (accessible live region, swipe, F8) for the queue kept by <Toaster>. */
export default function ToastStack({ queue, onClosed, focusOnMount }: ToastStackProps) {
  const viewport = useRef<HTMLOListElement>(null)
  useEffect(() => {
    if (focusOnMount) viewport.current?.focus()
    // Only on mount: later presses of F8 are Radix's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <Toast.Provider
      duration={toastSettings.durationMs}
      swipeDirection={toastSettings.swipeDirection}
      swipeThreshold={toastSettings.swipeThresholdPx}
      label="Notification"
    >
      {queue.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          duration={item.durationMs}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) onClosed(item.id)
          }}
          className={styles.toast[item.variant ?? 'default']}
        >
          <div>
            <Toast.Title className={styles.title}>{item.title}</Toast.Title>
            {item.description ? <Toast.Description className={styles.description}>{item.description}</Toast.Description> : null}
          </div>
          <Toast.Close className={styles.close} aria-label="Dismiss notification">
            <span aria-hidden="true">&times;</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport ref={viewport} className={styles.viewport} hotkey={[...toastSettings.hotkey]} label="Notifications ({hotkey})" />
    </Toast.Provider>
  )
}
