import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createLogTail, secondsFromEnv, waitForHealthy } from '../../scripts/lib/waitForServer.mjs'

let servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  servers = []
})

async function serve(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/health`
}

/** A port nothing listens on: one a server had a moment ago. */
async function closedPortUrl(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return `http://127.0.0.1:${port}/api/health`
}

describe('waiting for a test server', () => {
  it('returns once the server answers 2xx', async () => {
    let calls = 0
    const url = await serve((_req, res) => {
      calls += 1
      res.writeHead(calls < 3 ? 503 : 200).end(calls < 3 ? '{"db":"down"}' : '{"status":"ok"}')
    })
    const result = await waitForHealthy({ url, timeoutMs: 5_000, intervalMs: 10 })
    expect(result.ok).toBe(true)
    expect(calls).toBe(3)
  })

  it('on time-out says how often it asked and the last answer', async () => {
    const url = await serve((_req, res) => res.writeHead(503).end('{"status":"error","db":"down"}'))
    const progress: string[] = []
    const result = await waitForHealthy({
      url,
      timeoutMs: 200,
      intervalMs: 20,
      progressEveryMs: 50,
      onProgress: (_waited, last) => progress.push(last),
    })
    expect(result).toMatchObject({ ok: false, reason: 'timeout', last: 'answered 503: {"status":"error","db":"down"}' })
    expect(result.ok === false && result.attempts).toBeGreaterThan(1)
    expect(progress.length).toBeGreaterThan(0)
  })

  it('names the connection error when nothing listens', async () => {
    const result = await waitForHealthy({ url: await closedPortUrl(), timeoutMs: 100, intervalMs: 20 })
    expect(result).toMatchObject({ ok: false, reason: 'timeout' })
    expect(result.ok === false && result.last).toContain('ECONNREFUSED')
  })

  it('gives up on an attempt that hangs, so the deadline holds', async () => {
    const url = await serve(() => {
      // never answers
    })
    const started = Date.now()
    const result = await waitForHealthy({ url, timeoutMs: 300, attemptTimeoutMs: 100, intervalMs: 10 })
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(result).toMatchObject({ ok: false, reason: 'timeout', last: "no answer within the attempt's time limit" })
  })

  it('stops at once when the server is gone', async () => {
    const result = await waitForHealthy({ url: await closedPortUrl(), timeoutMs: 60_000, stopped: () => true })
    expect(result).toMatchObject({ ok: false, reason: 'stopped', attempts: 0 })
  })
})

describe('the tail of a server log', () => {
  it('keeps the last lines, whole across chunks', () => {
    const tail = createLogTail(3)
    tail.write('one\ntw')
    tail.write('o\nthree\nfour\nfi')
    expect(tail.lines()).toEqual(['three', 'four', 'fi'])
    tail.write(Buffer.from('ve\n'))
    expect(tail.lines()).toEqual(['three', 'four', 'five'])
  })
})

describe('a start timeout from the environment', () => {
  it('defaults when unset and refuses what is not a positive number', () => {
    expect(secondsFromEnv(undefined, 'T', 300)).toBe(300)
    expect(secondsFromEnv(' ', 'T', 300)).toBe(300)
    expect(secondsFromEnv('600', 'T', 300)).toBe(600)
    for (const bad of ['abc', '0', '-5', 'Infinity']) expect(() => secondsFromEnv(bad, 'T', 300), bad).toThrow(/T must be/)
  })
})
