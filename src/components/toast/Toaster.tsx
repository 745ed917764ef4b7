'use client'

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useLazyModule } from '@/lib/lazy/useLazyModule'
import * as styles from './Toaster.css'
import { closeToast, pushToast, toastSettings, type QueuedToast, type ToastInput } from './toastSettings'

type ToastApi = { toast: (input: ToastInput) => void; dismiss: () => void }

const ToastContext = createContext<ToastApi | null>(null)

export function useToast(): ToastApi {
  const api = useContext(ToastContext)
  if (!api) throw new Error('useToast must be used inside <Toaster>')
  return api
}

// The toasts' code (Radix) is not part of a page's load: it comes when a toast is first raised or
// F8 first pressed (most visits raise none). The queue lives here, so a toast raised while that
// code is on its way is shown when it arrives.
const loadToastStack = () => import('./ToastStack')

/** Toasts with the spec's one-at-a-time policy, for every page below it (useToast). */
export function Toaster({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<QueuedToast[]>([])
  const [focusRequested, setFocusRequested] = useState(false)
  const nextId = useRef(1)
  const stack = useLazyModule(loadToastStack)
  const { request } = stack
  const loaded = stack.module !== null

  const toast = useCallback(
    (input: ToastInput) => {
      const id = nextId.current++
      setQueue((current) => pushToast(current, { ...input, id, open: true }))
      request()
    },
    [request],
  )
  const dismiss = useCallback(() => setQueue((current) => current.map((item) => ({ ...item, open: false }))), [])
  const onClosed = useCallback((id: number) => setQueue((current) => closeToast(current, id)), [])
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss])

  useEffect(() => {
    if (loaded) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(toastSettings.hotkey as readonly string[]).includes(event.code)) return
      setFocusRequested(true)
      request()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [loaded, request])

  const Stack = stack.module?.default
  return (
    <ToastContext.Provider value={api}>
      {children}
      {Stack ? <Stack queue={queue} onClosed={onClosed} focusOnMount={focusRequested} /> : null}
      {stack.failed ? <ToastFallback queue={queue} onDismiss={dismiss} /> : null}
    </ToastContext.Provider>
  )
}

/** If the toasts' code could not be fetched (a weak connection), the message is still shown and read out. */
function ToastFallback({ queue, onDismiss }: { queue: QueuedToast[]; onDismiss: () => void }) {
  const shown = queue.find((item) => item.open)
  return (
    <div role="status" className={styles.viewport}>
      {shown ? (
        <div className={styles.toast[shown.variant ?? 'default']}>
          <div>
            <p className={styles.title}>{shown.title}</p>
            {shown.description ? <p className={styles.description}>{shown.description}</p> : null}
          </div>
          <button type="button" className={styles.close} aria-label="Dismiss notification" onClick={onDismiss}>
            <span aria-hidden="true">&times;</span>
          </button>
        </div>
      ) : null}
    </div>
  )
}
