'use client'

import * as Toast from '@radix-ui/react-toast'
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react'
import * as styles from './Toaster.css'
import { closeToast, pushToast, toastSettings, type QueuedToast, type ToastInput } from './toastSettings'

type ToastApi = { toast: (input: ToastInput) => void; dismiss: () => void }

const ToastContext = createContext<ToastApi | null>(null)

export function useToast(): ToastApi {
  const api = useContext(ToastContext)
  if (!api) throw new Error('useToast must be used inside <Toaster>')
  return api
}

/** Radix toasts (accessible live region, swipe, F8) with the spec's one-at-a-time policy. */
export function Toaster({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<QueuedToast[]>([])
  const nextId = useRef(1)

  const toast = useCallback((input: ToastInput) => {
    const id = nextId.current++
    setQueue((current) => pushToast(current, { ...input, id, open: true }))
  }, [])
  const dismiss = useCallback(() => setQueue((current) => current.map((item) => ({ ...item, open: false }))), [])
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss])

  return (
    <ToastContext.Provider value={api}>
      <Toast.Provider
        duration={toastSettings.durationMs}
        swipeDirection={toastSettings.swipeDirection}
        swipeThreshold={toastSettings.swipeThresholdPx}
        label="Notification"
      >
        {children}
        {queue.map((item) => (
          <Toast.Root
            key={item.id}
            open={item.open}
            duration={item.durationMs}
            type={item.variant === 'destructive' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) setQueue((current) => closeToast(current, item.id))
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
        <Toast.Viewport className={styles.viewport} hotkey={[...toastSettings.hotkey]} label="Notifications ({hotkey})" />
      </Toast.Provider>
    </ToastContext.Provider>
  )
}
