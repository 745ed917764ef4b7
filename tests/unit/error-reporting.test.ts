import { createServer, type Server } from 'node:http'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sentryDsn, sentryOrigin } from '@/lib/errors/sentryDsn.mjs'
import { createErrorReporter } from '@/lib/errors/serverErrorReporting'
import { contentSecurityPolicy } from '@/lib/security/contentSecurityPolicy.mjs'

// A local stand-in for Sentry's ingest: it records every envelope the real SDK sends it.
let ingest: Server
let port = 0
const received: { path: string; body: string }[] = []

beforeAll(async () => {
  ingest = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const raw = Buffer.concat(chunks)
      const body = request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw).toString('utf8') : raw.toString('utf8')
      received.push({ path: request.url ?? '', body })
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => ingest.listen(0, '127.0.0.1', resolve))
  port = (ingest.address() as { port: number }).port
})

afterAll(async () => {
  await new Promise((resolve) => ingest.close(resolve))
})

describe('error reporting', () => {
  it('reads a DSN only when it is one, and lets the browser send to its origin alone', () => {
    expect(sentryDsn(undefined)).toBeNull()
    expect(sentryDsn('  ')).toBeNull()
    expect(sentryDsn('not a url')).toBeNull()
    expect(sentryDsn('https://o0.ingest.sentry.io/1')).toBeNull()
    expect(sentryDsn('ftp://key@o0.ingest.sentry.io/1')).toBeNull()
    const dsn = sentryDsn(' https://abc123@o42.ingest.sentry.io/7 ')
    expect(dsn).toBe('https://abc123@o42.ingest.sentry.io/7')
    expect(sentryOrigin(dsn)).toBe('https://o42.ingest.sentry.io')
    const connect = (errorReports: string | null) =>
      contentSecurityPolicy({ nonce: null, development: false, https: true, errorReports })
        .split('; ')
        .find((directive) => directive.startsWith('connect-src'))
    expect(connect(null)).not.toContain('sentry')
    expect(connect(sentryOrigin(dsn))).toContain('https://o42.ingest.sentry.io')
  })

  // Runs first: the SDK, once started, stays started in this process.
  it('without SENTRY_DSN loads nothing and sends nothing', async () => {
    const reporter = createErrorReporter({ NODE_ENV: 'production' })
    expect(await reporter.ready).toBeNull()
    await reporter.report(new Error('nobody should hear this'))
    expect(await reporter.flush(500)).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(received).toEqual([])
  })

  it('with SENTRY_DSN sends a server error to Sentry, with its environment and context', async () => {
    const reporter = createErrorReporter({ SENTRY_DSN: `http://publickey@127.0.0.1:${port}/4242`, SENTRY_ENVIRONMENT: 'test-venue' })
    expect(await reporter.ready).not.toBeNull()
    await reporter.report(new Error('the till exploded'), { bookingId: 42 })
    expect(await reporter.flush(5_000)).toBe(true)
    const envelopes = received.filter((entry) => entry.path.startsWith('/api/4242/envelope'))
    expect(envelopes.length).toBeGreaterThan(0)
    const report = envelopes.map((entry) => entry.body).join('\n')
    expect(report).toContain('the till exploded')
    expect(report).toContain('test-venue')
    expect(report).toContain('"bookingId":42')
  })
})
