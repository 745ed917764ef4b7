import type { Payload } from 'payload'
import { postFromGraph, type SocialPost } from '../domain/latestPost'
import type { SocialPluginOptions } from '../types'

export function hasCredentials(options: SocialPluginOptions): boolean {
  return Boolean(options.facebookPageId && options.facebookAccessToken)
}

async function fromFacebook(options: SocialPluginOptions): Promise<SocialPost | null> {
  const url = new URL(`${options.graphApiUrl.replace(/\/$/, '')}/${encodeURIComponent(options.facebookPageId!)}/posts`)
  url.searchParams.set('fields', 'message,story,created_time,likes.summary(true).limit(0),comments.summary(true).limit(0),shares')
  url.searchParams.set('limit', '5')
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${options.facebookAccessToken}` },
    signal: AbortSignal.timeout(options.timeoutMs ?? 3000),
  })
  if (!response.ok) throw new Error(`Graph API answered ${response.status}`)
  return postFromGraph(await response.json())
}

async function fromNoticeBoard(payload: Payload): Promise<SocialPost | null> {
  const { docs } = await payload.find({ collection: 'notice-posts', sort: '-publishedAt', limit: 1, depth: 0, overrideAccess: false })
  const newest = docs[0]
  if (!newest) return null
  return {
    text: newest.text,
    publishedAt: new Date(newest.publishedAt),
    likes: newest.likes,
    comments: newest.comments,
    shares: newest.shares,
  }
}

/** The social page's newest post when one is configured and answers; otherwise the notice board's. */
export async function latestPost(payload: Payload, options: SocialPluginOptions): Promise<SocialPost | null> {
  if (hasCredentials(options)) {
    try {
      const post = await fromFacebook(options)
      if (post) return post
    } catch (error) {
      payload.logger.warn({ err: error, msg: 'Facebook latest post unavailable; showing the notice board instead' })
    }
  }
  return fromNoticeBoard(payload)
}
