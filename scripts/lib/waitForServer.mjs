// Waiting for a test server to come up, and saying why when it does not: what was asked, the last
// answer or error, and the tail of the server's own output.

/**
 * The last `maxLines` lines written to a stream, for a failure message. `write` takes chunks as
 * they come (a line may span chunks).
 * @param {number} maxLines
 */
export function createLogTail(maxLines) {
  /** @type {string[]} */
  const lines = []
  let pending = ''
  return {
    /** @param {string | Buffer} chunk */
    write(chunk) {
      const parts = (pending + String(chunk)).split('\n')
      pending = parts.pop() ?? ''
      lines.push(...parts)
      if (lines.length > maxLines) lines.splice(0, lines.length - maxLines)
    },
    /** @returns {string[]} */
    lines: () => (pending ? [...lines, pending].slice(-maxLines) : [...lines]),
  }
}

/**
 * A timeout in seconds from the environment: `fallback` when unset, an error when not a positive number.
 * @param {string | undefined} raw
 * @param {string} name
 * @param {number} fallback
 */
export function secondsFromEnv(raw, name, fallback) {
  if (raw === undefined || raw.trim() === '') return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a number of seconds above 0, not "${raw}"`)
  return value
}

/**
 * Polls `url` until it answers 2xx, the time is up, or `stopped()` says the server is gone.
 * Each attempt has its own time limit, so a request that hangs overruns the deadline by no more.
 * `onProgress` is told every `progressEveryMs` how long it has waited and the last outcome.
 * @param {{ url: string, timeoutMs: number, stopped?: () => boolean, intervalMs?: number, attemptTimeoutMs?: number,
 *   progressEveryMs?: number, onProgress?: (waitedMs: number, last: string) => void }} options
 * @returns {Promise<{ ok: true, waitedMs: number } | { ok: false, reason: 'timeout' | 'stopped', waitedMs: number, attempts: number, last: string }>}
 */
export async function waitForHealthy({
  url,
  timeoutMs,
  stopped = () => false,
  intervalMs = 500,
  attemptTimeoutMs = 5_000,
  progressEveryMs = 30_000,
  onProgress,
}) {
  const started = Date.now()
  let attempts = 0
  let last = 'no attempt made'
  let nextProgress = started + progressEveryMs
  while (!stopped()) {
    attempts += 1
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(attemptTimeoutMs) })
      if (response.ok) return { ok: true, waitedMs: Date.now() - started }
      last = `answered ${response.status}: ${(await response.text().catch(() => '')).slice(0, 300)}`
    } catch (error) {
      last = describeFetchError(error)
    }
    const now = Date.now()
    if (now - started >= timeoutMs || stopped()) break
    if (onProgress && now >= nextProgress) {
      onProgress(now - started, last)
      nextProgress = now + progressEveryMs
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(intervalMs, Math.max(0, started + timeoutMs - now))))
  }
  return { ok: false, reason: stopped() ? 'stopped' : 'timeout', waitedMs: Date.now() - started, attempts, last }
}

/**
 * fetch's "fetch failed" hides the cause (ECONNREFUSED, a reset, a time-out): the cause's code and message.
 * @param {unknown} error
 */
export function describeFetchError(error) {
  if (!(error instanceof Error)) return String(error)
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return "no answer within the attempt's time limit"
  const cause = /** @type {{ code?: string, message?: string } | undefined} */ (error.cause)
  return cause ? [cause.code, cause.message].filter(Boolean).join(' ') || error.message : error.message
}
