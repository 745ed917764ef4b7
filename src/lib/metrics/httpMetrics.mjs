// Request metrics recorded by the HTTP front (scripts/server.mjs) and read by GET /metrics in the
// same process. The registry lives on globalThis because the app's bundle and the front load this
// module separately; both reach the one registry through the symbol.
import client from 'prom-client'

const REGISTRY = Symbol.for('playcentre.httpMetricsRegistry')

// One label value per route, never per record: numbers, long tokens and file names become
// placeholders, so a crawler cannot grow the series without bound.
// (Booking references are 6-12 capitals with a digit; e-mail addresses appear in loyalty paths.)
const DYNAMIC_SEGMENT = /^(\d+|[0-9a-f-]{32,}|[A-Za-z0-9_-]{20,}|(?=[A-Z]*\d)[A-Z0-9]{6,12}|.*(@|%40).*)$/i
const STATIC_PREFIXES = ['/_next/', '/admin/', '/media/', '/api/media/file/']

/**
 * The route label of a request: `/api/bookings/123` is `/api/bookings/:id`, static files and admin
 * screens collapse to their prefix, and a query string is dropped. A path nothing answered (404,
 * 405) is one label, so a crawler trying paths cannot grow the series without bound.
 * @param {string} url the request's path (and query)
 * @param {number} [status] the answer's status
 * @returns {string}
 */
export function routeLabel(url, status = 200) {
  if (status === 404 || status === 405) return '(unmatched)'
  const pathname = (url.split('?')[0] ?? '/').replace(/\/+$/, '') || '/'
  for (const prefix of STATIC_PREFIXES) if (pathname.startsWith(prefix)) return `${prefix}*`
  if (!pathname.startsWith('/api/') && /\.[a-z0-9]{2,5}$/i.test(pathname)) return '/static-file'
  const segments = pathname.split('/').slice(1, 6)
  return `/${segments.map((segment) => (DYNAMIC_SEGMENT.test(segment) ? ':id' : segment.slice(0, 40))).join('/')}`
}

/**
 * This process's request registry (created on first use, with Node's process metrics).
 * @returns {{ registry: import('prom-client').Registry, requestDuration: import('prom-client').Histogram<'method' | 'route' | 'status'> }}
 */
export function httpMetrics() {
  const holder = /** @type {Record<symbol, ReturnType<typeof create> | undefined>} */ (/** @type {unknown} */ (globalThis))
  holder[REGISTRY] ??= create()
  return holder[REGISTRY]
}

function create() {
  const registry = new client.Registry()
  client.collectDefaultMetrics({ register: registry })
  const requestDuration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request reaching the HTTP front to the end of its answer, by route and status',
    labelNames: /** @type {const} */ (['method', 'route', 'status']),
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  return { registry, requestDuration }
}

/**
 * Times one request until its answer has been sent (or the client went away).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function observeRequest(req, res) {
  const started = process.hrtime.bigint()
  const { requestDuration } = httpMetrics()
  res.once('close', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9
    requestDuration.observe(
      { method: req.method ?? 'GET', route: routeLabel(req.url ?? '/', res.statusCode), status: String(res.statusCode) },
      seconds,
    )
  })
}

/**
 * The registry GET /metrics prints, when the HTTP front made one in this process (not in tests
 * that call route handlers directly).
 * @returns {import('prom-client').Registry | undefined}
 */
export function existingHttpRegistry() {
  const holder = /** @type {Record<symbol, ReturnType<typeof create> | undefined>} */ (/** @type {unknown} */ (globalThis))
  return holder[REGISTRY]?.registry
}
