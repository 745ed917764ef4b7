// The HTTP front's one-second memory of the cached content pages' answers (ADR 0015). Next serves
// those pages from its page cache, but still works on every request: it finds the entry, hashes
// the body for its ETag and gzips it again (1.5 ms for the 108 kB landing page, more than a static
// file's whole answer). For a second after one answer the front repeats it byte for byte, as a
// reverse proxy's micro-cache would. A CMS edit empties it at once (purge(), called when this or
// another instance expired content: scripts/lib/contentChangeListener.mjs), so an edit never waits
// for the second to pass; an answer that was under way during a purge is not kept.
// Only plain page loads are kept: a client-side navigation (RSC headers), a query string, a
// conditional or ranged request, anything signed in by header, and any answer that is not a plain
// 200 from Next's page cache go to Next as before. The same holds for the few public calls listed
// in `sharedApiPaths` (GET /api/busy-now, issue 40), whose answer is one for everybody: kept when
// it is a 200 that says `public` in its Cache-Control.

const ROUTER_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-url', 'next-action']
const REQUEST_HEADERS_THAT_SKIP = [...ROUTER_HEADERS, 'if-none-match', 'if-modified-since', 'range', 'authorization']
const RESPONSE_HEADERS_NOT_REPEATED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'])

/**
 * Whether a client accepts gzip, read as Next's compression reads it (gzip, or *, with a q above 0).
 * @param {string | string[] | undefined} header
 */
export function acceptsGzip(header) {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '')
  return value.split(',').some((part) => {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';')
    if (coding.trim() !== 'gzip' && coding.trim() !== '*') return false
    const quality = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    return quality === undefined || Number(quality.slice(2)) > 0
  })
}

/**
 * The cache key of a request the front may answer from memory, or null.
 * @param {import('node:http').IncomingMessage} req
 * @param {readonly string[]} paths
 */
export function microCacheKey(req, paths) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  const url = req.url ?? ''
  if (url.includes('?') || !paths.includes(url)) return null
  if (REQUEST_HEADERS_THAT_SKIP.some((name) => req.headers[name] !== undefined)) return null
  return `${url} ${acceptsGzip(req.headers['accept-encoding']) ? 'gzip' : 'identity'}`
}

/**
 * @param {{ paths: readonly string[], sharedApiPaths?: readonly string[], ttlMs: number, now?: () => number }} options
 */
export function createPageMicroCache({ paths, sharedApiPaths = [], ttlMs, now = Date.now }) {
  const kept = [...paths, ...sharedApiPaths]
  /** @type {Map<string, { status: number, headers: Record<string, string | string[]>, body: Buffer, expiresAt: number }>} */
  const entries = new Map()
  // Bumped by each purge: an answer asked for before it may show what the edit changed.
  let generation = 0

  /** Answers from memory (true), or lets the answer through and keeps it if it may be repeated. */
  function handle(req, res) {
    if (ttlMs <= 0) return false
    const key = microCacheKey(req, kept)
    if (!key) return false
    const entry = entries.get(key)
    if (entry && entry.expiresAt > now()) {
      res.writeHead(entry.status, { ...entry.headers, 'content-length': entry.body.length })
      res.end(req.method === 'HEAD' ? undefined : entry.body)
      return true
    }
    if (req.method === 'GET') record(key, res, sharedApiPaths.includes(req.url ?? ''))
    return false
  }

  function record(key, res, sharedApi) {
    const askedIn = generation
    /** @type {Buffer[]} */
    const chunks = []
    const write = res.write
    const end = res.end
    const keep = (chunk, encoding) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'))
    }
    res.write = function (chunk, encoding, callback) {
      keep(chunk, encoding)
      return write.call(this, chunk, encoding, callback)
    }
    res.end = function (chunk, encoding, callback) {
      keep(chunk, encoding)
      return end.call(this, chunk, encoding, callback)
    }
    res.once('finish', () => {
      const headers = res.getHeaders()
      const cacheControl = String(headers['cache-control'] ?? '')
      const repeatable = sharedApi ? /\bpublic\b/.test(cacheControl) : typeof headers['x-nextjs-cache'] === 'string'
      const privateAnswer = cacheControl.match(/private|no-store/)
      if (askedIn !== generation) return
      if (res.statusCode !== 200 || !repeatable || privateAnswer || headers['set-cookie'] !== undefined) return
      /** @type {Record<string, string | string[]>} */
      const kept = {}
      for (const [name, value] of Object.entries(headers))
        if (!RESPONSE_HEADERS_NOT_REPEATED.has(name) && value !== undefined) kept[name] = Array.isArray(value) ? value : String(value)
      entries.set(key, { status: 200, headers: kept, body: Buffer.concat(chunks), expiresAt: now() + ttlMs })
    })
  }

  /** Forgets every kept answer, and any answer under way: the content behind them changed. */
  function purge() {
    generation++
    entries.clear()
  }

  return { handle, purge }
}
