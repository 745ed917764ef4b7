import { describe, expect, it } from 'vitest'
import { postFromGraph } from '../../plugins/social/domain/latestPost'

describe('postFromGraph: reading a Facebook page’s newest post', () => {
  it('takes the first post with words, with its counts', () => {
    const post = postFromGraph({
      data: [
        { created_time: '2026-11-22T10:00:00+0000' },
        {
          story: 'Play Centre updated their cover photo.',
          created_time: '2026-11-21T10:00:00+0000',
          likes: { summary: { total_count: 2 } },
        },
      ],
    })
    expect(post).toEqual({
      text: 'Play Centre updated their cover photo.',
      publishedAt: new Date('2026-11-21T10:00:00Z'),
      likes: 2,
      comments: 0,
      shares: 0,
    })
  })

  it('answers null for a page without posts and throws on a foreign shape', () => {
    expect(postFromGraph({ data: [] })).toBeNull()
    expect(() => postFromGraph({ posts: [] })).toThrow()
    expect(() => postFromGraph({ data: [{ message: 'x', created_time: 'yesterday' }] })).toThrow(/created_time/)
  })
})
