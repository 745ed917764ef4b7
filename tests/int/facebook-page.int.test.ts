import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { seed } from '@/seed/seed'
import { rest, testPayload } from '../helpers/payload'

// The config reads the environment when it loads, so the fake Graph API's address is fixed first.
const graph = vi.hoisted(() => {
  const port = 40_000 + Math.floor(Math.random() * 20_000)
  process.env.FACEBOOK_PAGE_ID = 'venue-page'
  process.env.FACEBOOK_ACCESS_TOKEN = 'test-page-token'
  process.env.FACEBOOK_GRAPH_API_URL = `http://127.0.0.1:${port}/v21.0`
  return { port }
})

type Reply = { status: number; body: string; delayMs?: number }
let reply: Reply
const seen: { url: string; authorization?: string }[] = []

const server = http.createServer((request, response) => {
  seen.push({ url: request.url ?? '', authorization: request.headers.authorization })
  setTimeout(() => {
    response.writeHead(reply.status, { 'content-type': 'application/json' })
    response.end(reply.body)
  }, reply.delayMs ?? 0)
})

let payload: Payload

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(graph.port, '127.0.0.1', resolve))
  expect((server.address() as AddressInfo).port).toBe(graph.port)
  payload = await testPayload()
  await seed(payload, '2026-11-22')
})

afterAll(() => {
  server.closeAllConnections()
  server.close()
})

const facebookPost = {
  data: [
    {
      message: 'Live from our Facebook page',
      created_time: new Date(Date.now() - 2 * 86_400_000 - 60_000).toISOString(),
      likes: { summary: { total_count: 12 } },
      comments: { summary: { total_count: 3 } },
      shares: { count: 5 },
    },
  ],
}

describe('GET /api/facebook/latest with a social page configured', () => {
  it("reads the page's newest post with the page token", async () => {
    reply = { status: 200, body: JSON.stringify(facebookPost) }
    const { status, json } = await rest('GET', 'facebook/latest')
    expect(status).toBe(200)
    expect(json).toEqual({
      success: true,
      hasCredentials: true,
      post: { timeAgo: '2d ago', text: 'Live from our Facebook page', likes: 12, comments: 3, shares: 5 },
    })
    expect(seen.at(-1)?.url).toMatch(/^\/v21\.0\/venue-page\/posts\?/)
    expect(seen.at(-1)?.authorization).toBe('Bearer test-page-token')
  })

  const failures: [string, Reply][] = [
    ['an error status', { status: 500, body: '{"error":{"message":"boom"}}' }],
    ['an expired token', { status: 401, body: '{"error":{"code":190}}' }],
    ['a body of the wrong shape', { status: 200, body: '{"data":"nope"}' }],
    ['a body that is not JSON', { status: 200, body: '<html>' }],
    ['no posts at all', { status: 200, body: '{"data":[]}' }],
    ['a page that does not answer in time', { status: 200, body: JSON.stringify(facebookPost), delayMs: 4_000 }],
  ]
  for (const [label, failure] of failures) {
    it(`falls back to the notice board on ${label}`, async () => {
      reply = failure
      const newest = (await payload.find({ collection: 'notice-posts', sort: '-publishedAt', limit: 1 })).docs[0]!
      const { status, json } = await rest('GET', 'facebook/latest')
      expect(status).toBe(200)
      expect(json).toMatchObject({ success: true, hasCredentials: true, post: { text: newest.text, likes: newest.likes } })
    })
  }
})
