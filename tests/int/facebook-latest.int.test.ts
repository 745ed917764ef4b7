import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { seed } from '@/seed/seed'
import { rest, testPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload, '2026-11-22')
})

type Latest = {
  success: boolean
  hasCredentials: boolean
  post: { timeAgo: string; text: string; likes: number; comments: number; shares: number } | null
}

describe('GET /api/facebook/latest without a social page configured', () => {
  it('answers the newest notice-board post, with hasCredentials false', async () => {
    const created = await payload.create({
      collection: 'notice-posts',
      data: {
        text: 'Brand new notice',
        publishedAt: new Date(Date.now() - 30 * 60_000).toISOString(),
        type: 'update',
        likes: 4,
        comments: 2,
        shares: 1,
      },
    })
    const { status, json } = await rest('GET', 'facebook/latest')
    expect(status).toBe(200)
    expect(json).toEqual({
      success: true,
      hasCredentials: false,
      post: { timeAgo: 'Just now', text: 'Brand new notice', likes: 4, comments: 2, shares: 1 },
    })
    await payload.delete({ collection: 'notice-posts', id: created.id })
  })

  it('answers post null when the notice board is empty', async () => {
    const all = await payload.find({ collection: 'notice-posts', limit: 100 })
    await payload.delete({ collection: 'notice-posts', where: { id: { in: all.docs.map((doc) => doc.id) } } })
    const { status, json } = await rest('GET', 'facebook/latest')
    expect(status).toBe(200)
    expect(json as Latest).toEqual({ success: true, hasCredentials: false, post: null })
    await seed(payload, '2026-11-22')
    expect((await payload.count({ collection: 'notice-posts' })).totalDocs).toBe(5)
  })
})
