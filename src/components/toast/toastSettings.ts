/** The spec's toast behaviour (§9): one visible, 5000 ms, swipe right 50 px, F8 focuses them. */
export const toastSettings = {
  limit: 1,
  durationMs: 5000,
  swipeDirection: 'right',
  swipeThresholdPx: 50,
  hotkey: ['F8'],
} as const

export type ToastVariant = 'default' | 'destructive' | 'success'

export type ToastInput = {
  title: string
  description?: string
  variant?: ToastVariant
  durationMs?: number
}

export type QueuedToast = ToastInput & { id: number; open: boolean }

/** Adds a toast, keeping only the newest `limit`; older ones are dropped, not stacked. */
export function pushToast(queue: QueuedToast[], toast: QueuedToast, limit: number = toastSettings.limit): QueuedToast[] {
  return [toast, ...queue].slice(0, limit)
}

export function closeToast(queue: QueuedToast[], id: number): QueuedToast[] {
  return queue.map((toast) => (toast.id === id ? { ...toast, open: false } : toast))
}
