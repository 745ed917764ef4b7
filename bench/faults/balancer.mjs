// The load balancer in front of the web instances, as a production one would be: round robin over
// the instances whose /api/health answered 200 at the last check (every second), over all of them
// when none did; a refused connection (an instance down or still starting) is tried on the next
// instance, since nothing was sent. Every request is recorded (traffic.mjs) with the instance, the
// status, Retry-After, and for a 5xx (or a 401/403 to a caller who sent credentials) the start of
// the body and where the instance's log stood, so a finding can be shown with its log lines. An instance that never answers (killed with the
// request in flight, or nothing listening anywhere) gets a 502 marked `x-bench-unanswered`, counted
// as unanswered, not as the app's 5xx. The client address each request names in `x-bench-client`
// (a family of its own) is passed on as X-Forwarded-For, the one proxy hop the app trusts.
import http from 'node:http'
import { request } from '../lib/http.mjs'
import { logSize } from './processes.mjs'
import { record } from './traffic.mjs'

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'x-bench-client'])

export const routeOf = (url) => (url ?? '/').split('?')[0].replace(/\/\d+(?=\/|$)/g, '/:id')

function excerptOf(body) {
  return body
    .toString('utf8', 0, 4000)
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 240)
}

function forwardTo(backend, incoming, body) {
  return new Promise((resolve, reject) => {
    const headers = Object.fromEntries(Object.entries(incoming.headers).filter(([name]) => !HOP_BY_HOP.has(name)))
    headers['x-forwarded-for'] = String(incoming.headers['x-bench-client'] ?? incoming.socket.remoteAddress ?? '127.0.0.1')
    headers['content-length'] = String(body.length)
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port: backend.process.port,
        method: incoming.method,
        path: incoming.url,
        headers,
        agent: false,
        timeout: 90_000,
      },
      (answer) => {
        const chunks = []
        answer.on('data', (chunk) => chunks.push(chunk))
        answer.on('error', reject)
        answer.on('aborted', () => reject(Object.assign(new Error('answer cut off'), { code: 'ECONNRESET' })))
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }))
      },
    )
    outgoing.on('timeout', () => outgoing.destroy(Object.assign(new Error('no answer in 90 s'), { code: 'ETIMEDOUT' })))
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

/**
 * `processes`: the web instances (processes.mjs entries with their ports); listens on 127.0.0.1:`port`.
 * @param {ReturnType<typeof import('./processes.mjs').appProcess>[]} processes
 * @param {number} port
 */
export async function startBalancer(processes, port) {
  const backends = processes.map((entry) => ({ process: entry, healthy: false, inFlight: 0 }))
  let turn = 0
  let checking = true

  const order = () => {
    const healthy = backends.filter((backend) => backend.healthy)
    const rotation = healthy.length > 0 ? healthy : backends
    const first = turn++ % rotation.length
    return [...rotation.slice(first), ...rotation.slice(0, first), ...backends.filter((backend) => !rotation.includes(backend))]
  }

  const healthChecks = (async () => {
    while (checking) {
      await Promise.all(
        backends.map(async (backend) => {
          const answer = await request(backend.process.port, 'GET', '/api/health', { timeoutMs: 4000 }).catch(() => null)
          backend.healthy = answer?.status === 200
        }),
      )
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
  })()

  async function pass(incoming, outgoing, body) {
    const at = Date.now()
    const credentials = Boolean(incoming.headers.authorization) || /(^|;\s*)payload-token=/.test(incoming.headers.cookie ?? '')
    const entry = { at, method: incoming.method, route: routeOf(incoming.url), credentials, rerouted: 0 }
    let failure = 'ECONNREFUSED'
    let recorded = false
    for (const backend of order()) {
      const logFile = backend.process.logFile
      const logOffset = logSize(logFile)
      backend.inFlight += 1
      try {
        const answer = await forwardTo(backend, incoming, body)
        const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)))
        outgoing.writeHead(answer.status, { ...headers, 'content-length': answer.body.length })
        outgoing.end(answer.body)
        record({
          ...entry,
          ms: Date.now() - at,
          instance: backend.process.name,
          answered: true,
          status: answer.status,
          retryAfter: answer.headers['retry-after'] ?? null,
          ...(answer.status >= 500 || (credentials && [401, 403].includes(answer.status))
            ? { excerpt: excerptOf(answer.body), logFile, logOffset }
            : {}),
        })
        return
      } catch (error) {
        failure = error.code ?? error.message
        if (failure === 'ECONNREFUSED') {
          entry.rerouted += 1
          continue
        }
        record({ ...entry, ms: Date.now() - at, instance: backend.process.name, answered: false, status: 0, error: failure })
        recorded = true
        break
      } finally {
        backend.inFlight -= 1
      }
    }
    if (!recorded) record({ ...entry, ms: Date.now() - at, instance: 'none', answered: false, status: 0, error: failure })
    if (!outgoing.headersSent) {
      outgoing.writeHead(502, { 'content-type': 'application/json', 'x-bench-unanswered': failure })
      outgoing.end(JSON.stringify({ error: { code: 'bench_unanswered', message: `no instance answered: ${failure}` } }))
    }
  }

  const server = http.createServer((incoming, outgoing) => {
    const chunks = []
    incoming.on('data', (chunk) => chunks.push(chunk))
    incoming.on('end', () => void pass(incoming, outgoing, Buffer.concat(chunks)))
  })
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)))
  return {
    port,
    backends,
    /** Requests passed to this instance and not yet answered. */
    inFlight: (name) => backends.find((backend) => backend.process.name === name)?.inFlight ?? 0,
    close: async () => {
      checking = false
      await healthChecks
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
