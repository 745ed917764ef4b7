import { createServer, request as httpRequest, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync, gzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { acceptsGzip, createPageMicroCache } from '../../scripts/lib/pageMicroCache.mjs'

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer }

// An upstream that answers as Next answers a cached page: headers set one by one, the body (gzipped
// when asked) in one end(); it counts how often it is asked.
function startFront(options: { answer?: (res: ServerResponse, body: string) => void } = {}) {
  let clock = 1_000_000
  let version = 1
  let upstreamCalls = 0
  const cache = createPageMicroCache({ paths: ['/', '/menu'], ttlMs: 1000, now: () => clock })
  const server = createServer((req, res) => {
    if (cache.handle(req, res)) return
    upstreamCalls++
    const body = `<html>menu version ${version}</html>`
    if (options.answer) return options.answer(res, body)
    res.setHeader('x-nextjs-cache', 'HIT')
    res.setHeader('cache-control', 's-maxage=3600')
    res.setHeader('content-type', 'text/html; charset=utf-8')
    if (acceptsGzip(req.headers['accept-encoding'])) {
      res.setHeader('content-encoding', 'gzip')
      res.end(gzipSync(body))
    } else res.end(body)
  })
  return new Promise<{
    get: (path: string, headers?: Record<string, string>, method?: string) => Promise<Answer>
    calls: () => number
    advance: (ms: number) => void
    edit: () => void
    purge: () => void
    close: () => Promise<void>
  }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({
        get: (path, headers = {}, method = 'GET') =>
          new Promise((done, fail) => {
            const outgoing = httpRequest({ host: '127.0.0.1', port, path, method, headers, agent: false }, (response) => {
              const chunks: Buffer[] = []
              response.on('data', (chunk: Buffer) => chunks.push(chunk))
              response.on('end', () => done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
            })
            outgoing.on('error', fail)
            outgoing.end()
          }),
        calls: () => upstreamCalls,
        advance: (ms) => {
          clock += ms
        },
        edit: () => {
          version++
        },
        purge: () => cache.purge(),
        close: () => new Promise((done) => server.close(() => done())),
      })
    })
  })
}

let front: Awaited<ReturnType<typeof startFront>> | null = null
afterEach(async () => {
  await front?.close()
  front = null
})

describe('the front repeats a cached page for a second', () => {
  it('answers the same page from memory within the second, and asks again after it (an edit shows)', async () => {
    front = await startFront()
    const first = await front.get('/menu')
    expect(first.body.toString()).toContain('version 1')
    front.edit()
    front.advance(900)
    const repeated = await front.get('/menu')
    expect(repeated.body.toString()).toContain('version 1')
    expect(repeated.headers['x-nextjs-cache']).toBe('HIT')
    expect(repeated.headers['content-length']).toBe(String(repeated.body.length))
    expect(front.calls()).toBe(1)
    front.advance(200)
    expect((await front.get('/menu')).body.toString()).toContain('version 2')
    expect(front.calls()).toBe(2)
  })

  it('forgets its answers when content changes, so an edit shows on the next load', async () => {
    front = await startFront()
    await front.get('/menu')
    await front.get('/', { 'accept-encoding': 'gzip' })
    front.edit()
    front.purge()
    front.advance(100)
    expect((await front.get('/menu')).body.toString()).toContain('version 2')
    expect(gunzipSync((await front.get('/', { 'accept-encoding': 'gzip' })).body).toString()).toContain('version 2')
    expect(front.calls()).toBe(4)
  })

  it('does not keep an answer that was under way when content changed (it may show the old content)', async () => {
    let release = () => {}
    let asked = () => {}
    const upstreamAsked = new Promise<void>((resolve) => (asked = resolve))
    const held = new Promise<void>((resolve) => (release = resolve))
    let first = true
    front = await startFront({
      answer: (res, body) => {
        res.setHeader('x-nextjs-cache', 'HIT')
        if (!first) return res.end(body)
        first = false
        asked()
        void held.then(() => res.end(body))
      },
    })
    const underWay = front.get('/menu')
    await upstreamAsked
    front.edit()
    front.purge()
    release()
    expect((await underWay).body.toString()).toContain('version 1')
    expect((await front.get('/menu')).body.toString()).toContain('version 2')
    expect(front.calls()).toBe(2)
  })

  it('keeps gzip and plain answers apart, and repeats the compressed bytes as they were', async () => {
    front = await startFront()
    const gzipped = await front.get('/', { 'accept-encoding': 'gzip, deflate, br' })
    const again = await front.get('/', { 'accept-encoding': 'br, gzip' })
    expect(again.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(again.body).toString()).toBe(gunzipSync(gzipped.body).toString())
    const plain = await front.get('/', { 'accept-encoding': 'gzip;q=0' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toContain('<html>')
    expect(front.calls()).toBe(2)
  })

  it('never answers from memory a navigation, a query, a conditional request or another path', async () => {
    front = await startFront()
    await front.get('/menu')
    const skipped: Record<string, string>[] = [
      { rsc: '1' },
      { 'next-router-prefetch': '1' },
      { 'if-none-match': '"abc"' },
      { authorization: 'JWT x' },
      { range: 'bytes=0-10' },
    ]
    for (const headers of skipped) await front.get('/menu', headers)
    await front.get('/menu?tab=kids')
    await front.get('/booking')
    await front.get('/booking')
    expect(front.calls()).toBe(1 + 5 + 1 + 2)
  })

  it('answers HEAD from a kept GET, but never keeps what HEAD got', async () => {
    front = await startFront()
    await front.get('/menu', {}, 'HEAD')
    await front.get('/menu', {}, 'HEAD')
    expect(front.calls()).toBe(2)
    await front.get('/menu')
    const head = await front.get('/menu', {}, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    expect(front.calls()).toBe(3)
  })

  it('keeps nothing that is not a plain 200 from the page cache', async () => {
    const answers: ((res: ServerResponse, body: string) => void)[] = [
      (res, body) => {
        res.statusCode = 404
        res.setHeader('x-nextjs-cache', 'HIT')
        res.end(body)
      },
      (res, body) => res.end(body),
      (res, body) => {
        res.setHeader('x-nextjs-cache', 'MISS')
        res.setHeader('cache-control', 'private, no-store')
        res.end(body)
      },
      (res, body) => {
        res.setHeader('x-nextjs-cache', 'HIT')
        res.setHeader('set-cookie', 'a=b')
        res.end(body)
      },
    ]
    for (const answer of answers) {
      front = await startFront({ answer })
      await front.get('/menu')
      await front.get('/menu')
      expect(front.calls()).toBe(2)
      await front.close()
      front = null
    }
  })
})

describe('acceptsGzip', () => {
  it('reads Accept-Encoding as Next does', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true)
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true)
    expect(acceptsGzip('*')).toBe(true)
    expect(acceptsGzip('gzip;q=0')).toBe(false)
    expect(acceptsGzip('br')).toBe(false)
    expect(acceptsGzip(undefined)).toBe(false)
  })
})

describe('the front repeats a public call listed as shared', () => {
  function startApiFront(cacheControl: string) {
    let upstreamCalls = 0
    let clock = 0
    const cache = createPageMicroCache({ paths: ['/'], sharedApiPaths: ['/api/busy-now'], ttlMs: 1000, now: () => clock })
    const server = createServer((req, res) => {
      if (cache.handle(req, res)) return
      upstreamCalls++
      res.setHeader('cache-control', cacheControl)
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ call: upstreamCalls }))
    })
    return new Promise<{
      get: (path: string) => Promise<string>
      calls: () => number
      advance: (ms: number) => void
      close: () => Promise<void>
    }>((resolve) =>
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo
        resolve({
          get: (path) =>
            new Promise((done, fail) => {
              const outgoing = httpRequest({ host: '127.0.0.1', port, path, agent: false }, (response) => {
                const chunks: Buffer[] = []
                response.on('data', (chunk: Buffer) => chunks.push(chunk))
                response.on('end', () => done(Buffer.concat(chunks).toString()))
              })
              outgoing.on('error', fail)
              outgoing.end()
            }),
          calls: () => upstreamCalls,
          advance: (ms) => {
            clock += ms
          },
          close: () => new Promise((done) => server.close(() => done())),
        })
      }),
    )
  }

  it('keeps a public answer for a second, with no page-cache header needed', async () => {
    const api = await startApiFront('public, max-age=30, s-maxage=30')
    try {
      expect(await api.get('/api/busy-now')).toBe('{"call":1}')
      expect(await api.get('/api/busy-now')).toBe('{"call":1}')
      expect(await api.get('/api/busy-now?fresh=1')).toBe('{"call":2}')
      api.advance(1000)
      expect(await api.get('/api/busy-now')).toBe('{"call":3}')
      expect(api.calls()).toBe(3)
    } finally {
      await api.close()
    }
  })

  it('never keeps an answer that is not public', async () => {
    const api = await startApiFront('no-store')
    try {
      await api.get('/api/busy-now')
      await api.get('/api/busy-now')
      expect(api.calls()).toBe(2)
    } finally {
      await api.close()
    }
  })
})
