// A deploy's stop (SIGTERM) without losing work: the server stops taking connections, requests
// under way finish (up to a grace period, then their connections are cut), the queue runners
// start no new run and the runs under way finish, and only then does the app close.

/** The queue runners' stop hook that plugins/jobs/startQueueRunners.ts leaves on globalThis. */
export const STOP_QUEUE_RUNNERS = Symbol.for('playcentre.stopQueueRunners')

/**
 * @param {import('node:http').Server} server
 * @param {{ graceMs: number, closeApp: () => Promise<void>, log?: (line: string) => void }} options
 * @returns {Promise<{ requestsFinished: boolean, runnersFinished: boolean }>}
 */
export async function shutDownGracefully(server, { graceMs, closeApp, log = () => {} }) {
  const stopRunners = /** @type {(() => Promise<void>) | undefined} */ (globalThis[STOP_QUEUE_RUNNERS])
  const runners = stopRunners ? stopRunners().then(() => true) : Promise.resolve(true)
  const requests = new Promise((resolve) => server.close(() => resolve(true)))
  // Keep-alive connections with no request under way would hold the server open until they time out.
  server.closeIdleConnections()
  const idle = setInterval(() => server.closeIdleConnections(), 100)
  /** @type {NodeJS.Timeout | undefined} */
  let timer
  const timeout = new Promise((resolve) => (timer = setTimeout(() => resolve(false), graceMs)))
  try {
    const [requestsFinished, runnersFinished] = await Promise.all([Promise.race([requests, timeout]), Promise.race([runners, timeout])])
    if (!requestsFinished) {
      log(`requests still under way after ${graceMs} ms: closing their connections`)
      server.closeAllConnections()
    }
    if (!runnersFinished) log(`queue runs still under way after ${graceMs} ms: their claims are freed by the next runner`)
    await closeApp()
    return { requestsFinished: Boolean(requestsFinished), runnersFinished: Boolean(runnersFinished) }
  } finally {
    clearInterval(idle)
    clearTimeout(timer)
  }
}

/**
 * SHUTDOWN_GRACE_MS: how long a stop waits for requests and queue runs (default 10 s, at most 10 min).
 * @param {string | undefined} value
 */
export function parseGraceMs(value) {
  if (value === undefined || value === '') return 10_000
  const ms = Number(value)
  if (!Number.isInteger(ms) || ms < 0 || ms > 600_000)
    throw new Error(`SHUTDOWN_GRACE_MS must be a whole number of milliseconds from 0 to 600000, not "${value}"`)
  return ms
}
