import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { createRequestLog } from '../../scripts/lib/requestLog.mjs'
import { requestLogFields } from '@/lib/logging/requestContext.mjs'

type Line = { reqId?: string; msg: string; name?: string; req?: { route: string }; res?: { statusCode: number }; level: number }

let server: Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

/** The front's request log and an app logger configured as payload.config.ts configures Payload's, both into memory. */
async function start(status = 200): Promise<{ url: string; lines: Line[] }> {
  const lines: Line[] = []
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(text) as Line)
      done()
    },
  })
  const front = pino({ name: 'http' }, sink)
  const app = pino({ name: 'payload', mixin: requestLogFields }, sink)
  const logRequest = createRequestLog(front)
  server = createServer((req, res) =>
    logRequest(req, res, () => {
      // The app logs after awaiting, as a route handler would after a database call.
      void new Promise((resolve) => setTimeout(resolve, 5)).then(() => {
        app.info('inside the handler')
        res.statusCode = status
        res.end('ok')
      })
    }),
  )
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, lines }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

describe('the request log', () => {
  it('gives each request an id, answers it in X-Request-Id, and the app’s lines for the request carry it', async () => {
    const { url, lines } = await start()
    const [first, second] = await Promise.all([fetch(`${url}/api/bookings/42?x=1`), fetch(`${url}/menu`)])
    await settle()
    const ids = [first.headers.get('x-request-id'), second.headers.get('x-request-id')]
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(ids[0]).not.toBe(ids[1])
    for (const id of ids) {
      const mine = lines.filter((line) => line.reqId === id)
      expect(mine.map((line) => line.msg).sort()).toEqual(['inside the handler', 'request'])
    }
    const request = lines.find((line) => line.reqId === ids[0] && line.msg === 'request')!
    expect(request).toMatchObject({ name: 'http', req: { route: '/api/bookings/:id' }, res: { statusCode: 200 } })
    // Outside a request the app's lines carry no id.
    expect(requestLogFields()).toEqual({})
  })

  it('keeps a balancer’s request id that looks like one, and replaces one that does not', async () => {
    const { url } = await start()
    const kept = await fetch(url, { headers: { 'X-Request-Id': 'lb-1234abcd' } })
    expect(kept.headers.get('x-request-id')).toBe('lb-1234abcd')
    const replaced = await fetch(url, { headers: { 'X-Request-Id': 'bad id; drop table' } })
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('logs a 5xx at error level and anything else at info', async () => {
    const { url, lines } = await start(503)
    await fetch(url)
    await settle()
    expect(lines.find((line) => line.msg === 'request')?.level).toBe(50)
  })
})
