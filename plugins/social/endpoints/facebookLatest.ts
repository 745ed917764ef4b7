import type { Endpoint } from 'payload'
import type { LatestPostResponse } from '../domain/latestPost'
import { relativeAge } from '../domain/relativeAge'
import { hasCredentials, latestPost } from '../operations/latestPost'
import type { SocialPluginOptions } from '../types'

/** GET /api/facebook/latest: the landing page's social teaser. Public. */
export const facebookLatestEndpoint = (options: SocialPluginOptions): Endpoint => ({
  path: '/facebook/latest',
  method: 'get',
  handler: async (req) => {
    const post = await latestPost(req.payload, options)
    const body: LatestPostResponse = {
      success: true,
      hasCredentials: hasCredentials(options),
      post: post
        ? { timeAgo: relativeAge(post.publishedAt), text: post.text, likes: post.likes, comments: post.comments, shares: post.shares }
        : null,
    }
    return Response.json(body, { headers: { 'cache-control': 'public, max-age=5' } })
  },
})
