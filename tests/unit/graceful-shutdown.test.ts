import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { STOP_QUEUE_RUNNERS, parseGraceMs, shutDownGracefully } from '../../scripts/lib/gracefulShutdown.mjs'

type Hooked = typeof globalThis & { [STOP_QUEUE_RUNNERS]?: () => Promise<void> }

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = ''
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

/** A server whose /slow answer takes `ms`, and that says when a request has arrived. */
async function slowServer(ms: number): Promise<{ server: Server; port: number; arrived: Promise<void> }> {
  let markArrived: () => void = () => {}
  const arrived = new Promise<void>((resolve) => (markArrived = resolve))
  const server = createServer((req, res) => {
    markArrived()
    setTimeout(() => res.end('done'), req.url === '/slow' ? ms : 0)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, port: (server.address() as AddressInfo).port, arrived }
}

afterEach(() => {
  delete (globalThis as Hooked)[STOP_QUEUE_RUNNERS]
})

describe('graceful shutdown', () => {
  it('lets a request under way finish, refuses new connections, waits for the queue runs, then closes the app', async () => {
    const { server, port, arrived } = await slowServer(300)
    const order: string[] = []
    ;(globalThis as Hooked)[STOP_QUEUE_RUNNERS] = async () => {
      await new Promise((resolve) => setTimeout(resolve, 200))
      order.push('runners stopped')
    }
    const underWay = get(port, '/slow')
    await arrived
    const stopping = shutDownGracefully(server, { graceMs: 5_000, closeApp: async () => void order.push('app closed') })
    await expect(get(port, '/new')).rejects.toThrow(/ECONNREFUSED/)
    expect(await underWay).toEqual({ status: 200, body: 'done' })
    expect(await stopping).toEqual({ requestsFinished: true, runnersFinished: true })
    expect(order).toEqual(['runners stopped', 'app closed'])
  })

  it('cuts requests still under way after the grace period, and still closes the app', async () => {
    const { server, port, arrived } = await slowServer(10_000)
    const underWay = get(port, '/slow').catch((error: Error) => error.message)
    await arrived
    let closed = false
    const result = await shutDownGracefully(server, { graceMs: 200, closeApp: async () => void (closed = true) })
    expect(result).toEqual({ requestsFinished: false, runnersFinished: true })
    expect(closed).toBe(true)
    expect(await underWay).toMatch(/socket hang up|ECONNRESET/)
  })
})

describe('SHUTDOWN_GRACE_MS', () => {
  it('defaults to 10 s and refuses what is not a whole number of milliseconds up to 10 minutes', () => {
    expect(parseGraceMs(undefined)).toBe(10_000)
    expect(parseGraceMs('2500')).toBe(2500)
    expect(parseGraceMs('0')).toBe(0)
    for (const bad of ['-1', '1.5', 'ten', '600001']) expect(() => parseGraceMs(bad)).toThrow(/SHUTDOWN_GRACE_MS/)
  })
})
