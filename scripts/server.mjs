// The app's HTTP front: Next.js behind a plain Node server, so that these are decided from
// the socket before any of our code runs. (1) The client's address, from the peer (and
// TRUSTED_PROXY_HOPS reverse proxies), signed into a header the rate limits read; a client's own
// X-Forwarded-For is never believed. (2) A path that is not valid percent-encoding gets a 400
// here, instead of a 500 from deep inside the framework. (3) A cached content page's answer is
// repeated from memory for a second (scripts/lib/pageMicroCache.mjs), forgotten as soon as a CMS
// edit expires content on this or another instance (scripts/lib/contentChangeListener.mjs); and
// each of those pages is rendered a few times at start (scripts/lib/warmCachedPages.mjs). (4) A
// browser at an address other than SERVER_URL, whose signed-in calls Payload will refuse, is
// named in the log once (scripts/lib/originWatch.mjs). (5) Every request's time, by route and
// status, for GET /metrics (src/lib/metrics/httpMetrics.mjs). (6) One JSON log line per request,
// with an id that Payload's lines for the same request carry too (scripts/lib/requestLog.mjs).
//   node scripts/server.mjs [--dev]     (PORT, default 3000)
import { createServer } from 'node:http'
import path from 'node:path'
import next from 'next'
import pino from 'pino'
import { createClientAddressKey } from '../src/lib/http/clientAddress.mjs'
import { observeRequest } from '../src/lib/metrics/httpMetrics.mjs'
import { CACHED_PAGE_PATHS, SHARED_API_PATHS } from '../src/lib/rendering/cachedPages.mjs'
import { listenForContentChanges } from './lib/contentChangeListener.mjs'
import { parseTrustedHops, prepareRequest, wantsStrictTransport } from './lib/front.mjs'
import { parseGraceMs, shutDownGracefully } from './lib/gracefulShutdown.mjs'
import { createOriginWatch, expectedOrigin } from './lib/originWatch.mjs'
import { discardPageCache } from './lib/pageCache.mjs'
import { createRequestLog } from './lib/requestLog.mjs'
import { createPageMicroCache } from './lib/pageMicroCache.mjs'
import { warmCachedPages } from './lib/warmCachedPages.mjs'

const dev = process.argv.includes('--dev')
const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.PORT ?? 3000)
let trustedHops
let graceMs
let serverOrigin
try {
  trustedHops = parseTrustedHops(process.env.TRUSTED_PROXY_HOPS)
  graceMs = parseGraceMs(process.env.SHUTDOWN_GRACE_MS)
  serverOrigin = expectedOrigin(process.env)
} catch (error) {
  console.error(`[server] ${error instanceof Error ? error.message : error}`)
  process.exit(1)
}

const strictTransport = wantsStrictTransport(process.env)
// Made before the app loads, so the app (in this process) reads the same key from the environment.
const signingKey = createClientAddressKey()
if (!dev) {
  const discarded = discardPageCache(path.join(root, '.next'))
  if (discarded.length > 0) console.log(`[server] cached pages render afresh on first request: ${discarded.join(' ')}`)
}
const app = next({ dev, turbopack: dev, dir: root, hostname: 'localhost', port })
await app.prepare()
const handle = app.getRequestHandler()
const upgrade = app.getUpgradeHandler()

// The cached content pages' last answer, repeated for a second (scripts/lib/pageMicroCache.mjs),
// and forgotten when content changes here or on another instance.
// GET /api/busy-now's answer is one for every visitor too (plugins/occupancy), repeated the same way.
const microCache = createPageMicroCache({
  paths: dev ? [] : CACHED_PAGE_PATHS,
  sharedApiPaths: dev ? [] : SHARED_API_PATHS,
  ttlMs: 1000,
})
const contentChanges = listenForContentChanges({
  onChange: microCache.purge,
  redisUrl: dev ? undefined : process.env.REDIS_URL,
  keyPrefix: process.env.REDIS_KEY_PREFIX,
  log: (line) => console.warn(line),
})
const watchOrigin = createOriginWatch({ expected: serverOrigin, warn: (line) => console.warn(`[server] WARNING: ${line}`) })

// One JSON line per request, beside Payload's lines and in the same shape (LOG_LEVEL as Payload's).
const logRequest = createRequestLog(pino({ name: 'http', level: process.env.LOG_LEVEL || 'info' }))

const server = createServer((req, res) => {
  observeRequest(req, res)
  logRequest(req, res, () => {
    watchOrigin(req.headers)
    if (!prepareRequest(req, res, { trustedHops, signingKey, strictTransport })) return
    if (!microCache.handle(req, res)) void handle(req, res)
  })
})
// An idle kept-alive connection stays open longer than a proxy's or a client's pool keeps it
// (Node's default is 5 s): when the server closes one just as the other end sends on it, that
// request fails with ECONNRESET (seen in the browser tests' API calls on a slow machine).
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
server.on('upgrade', (req, socket, head) => {
  void upgrade(req, socket, head)
})
server.listen(port, () => {
  console.log(`[server] ${dev ? 'development' : 'production'} server on http://localhost:${port}`)
  console.log(`[server] SERVER_URL is ${serverOrigin}: staff and kiosk tablets must open the site at that address to stay signed in`)
  if (!dev)
    void warmCachedPages({
      port,
      paths: CACHED_PAGE_PATHS,
      distDir: path.join(root, '.next'),
      log: (line) => console.log(`[server] ${line}`),
    })
})

let closingSince = 0
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (closingSince) {
      // The same stop often arrives twice at once (sent to the process group, and forwarded by
      // scripts/run.mjs): only a signal sent again later, by someone who will not wait, cuts it short.
      if (Date.now() - closingSince > 1000) process.exit(1)
      return
    }
    closingSince = Date.now()
    console.log(`[server] ${signal}: finishing the requests and queue runs under way (at most ${graceMs} ms)`)
    void contentChanges.close()
    shutDownGracefully(server, { graceMs, closeApp: () => app.close(), log: (line) => console.log(`[server] ${line}`) })
      .then(({ requestsFinished, runnersFinished }) => {
        console.log(
          `[server] stopped: requests ${requestsFinished ? 'finished' : 'cut off'}, queue runs ${runnersFinished ? 'finished' : 'cut off'}`,
        )
        process.exit(0)
      })
      .catch((error) => {
        console.error('[server] shutdown failed:', error)
        process.exit(1)
      })
  })
}
