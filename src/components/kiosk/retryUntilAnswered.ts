import { ApiError } from '@/lib/http/apiRequest'

/** What the retry loop needs from the browser, passed in so the loop is testable without one. */
export type Connectivity = {
  isOffline: () => boolean
  /** Calls back when the connection returns; answers the unsubscribe. */
  onOnline: (callback: () => void) => () => void
}

export const browserConnectivity: Connectivity = {
  isOffline: () => typeof navigator !== 'undefined' && navigator.onLine === false,
  onOnline: (callback) => {
    window.addEventListener('online', callback)
    return () => window.removeEventListener('online', callback)
  },
}

/** Gateways answer these when our server cannot be reached: the write may be retried as it is. */
const UNREACHABLE_STATUSES = new Set([502, 503, 504])

/** True when the request never got an answer from our server (so nothing can be concluded from it). */
export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof ApiError) return UNREACHABLE_STATUSES.has(error.status)
  return error instanceof TypeError
}

export class RetryCancelled extends Error {
  constructor() {
    super('The write was abandoned before an answer came')
    this.name = 'RetryCancelled'
  }
}

/** The write waited as long as it may: the caller records it on the tablet instead (issue 38). */
export class StillOffline extends Error {
  constructor() {
    super('No connection: the write is left to be recorded on the tablet')
    this.name = 'StillOffline'
  }
}

type Options = {
  signal: AbortSignal
  /** Told each time the write is waiting for the connection, before the wait. */
  onWaiting: () => void
  retryEveryMs: number
  connectivity: Connectivity
  /** When (epoch ms) to stop waiting and throw StillOffline; never, without it. */
  giveUpAt?: () => number | null
  now?: () => number
}

/** How long until the write gives up waiting, or null for never. */
function timeLeft(options: Options): number | null {
  const giveUpAt = options.giveUpAt?.() ?? null
  return giveUpAt === null ? null : giveUpAt - (options.now ?? Date.now)()
}

/** Waits for the connection to come back or the periodic retry, whichever is first. */
function nextAttempt(options: Options): Promise<void> {
  const { signal, retryEveryMs, connectivity } = options
  const left = timeLeft(options)
  if (left !== null && left <= 0) return Promise.reject(new StillOffline())
  const wait = left === null ? retryEveryMs : Math.min(retryEveryMs, left)
  return new Promise((resolve, reject) => {
    const done = (settle: () => void) => {
      clearTimeout(timer)
      unsubscribe()
      signal.removeEventListener('abort', aborted)
      settle()
    }
    const aborted = () => done(() => reject(new RetryCancelled()))
    const timer = setTimeout(() => done(resolve), wait)
    const unsubscribe = connectivity.onOnline(() => done(resolve))
    signal.addEventListener('abort', aborted)
  })
}

/**
 * Sends the write until the server answers. A network failure (or a browser that knows it is
 * offline) waits for the connection and sends the very same request again, so the caller must
 * keep the action's idempotency key inside `send`. Any answer from the server, success or refusal,
 * ends the loop: only connection failures are retried. With `giveUpAt`, a connection still away
 * then ends it with StillOffline (the same key may then be recorded for the offline sync).
 */
export async function retryUntilAnswered<T>(send: () => Promise<T>, options: Options): Promise<T> {
  for (;;) {
    if (options.signal.aborted) throw new RetryCancelled()
    if (options.connectivity.isOffline()) {
      options.onWaiting()
      await nextAttempt(options)
      continue
    }
    try {
      return await send()
    } catch (error) {
      if (!isConnectionFailure(error)) throw error
      if (options.signal.aborted) throw new RetryCancelled()
      options.onWaiting()
      await nextAttempt(options)
    }
  }
}
