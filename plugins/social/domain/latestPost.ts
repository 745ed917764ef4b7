import { z } from 'zod'

/** The spec's GET /api/facebook/latest answer. */
export type LatestPostResponse = {
  success: boolean
  hasCredentials: boolean
  post: { timeAgo: string; text: string; likes: number; comments: number; shares: number } | null
}

export type SocialPost = { text: string; publishedAt: Date; likes: number; comments: number; shares: number }

const count = z.object({ summary: z.object({ total_count: z.number().int().min(0) }) }).optional()

/** The one Graph API shape we read: a page's newest post with its counts. */
export const graphPostsSchema = z.object({
  data: z.array(
    z.object({
      message: z.string().optional(),
      story: z.string().optional(),
      created_time: z.string(),
      likes: count,
      comments: count,
      shares: z.object({ count: z.number().int().min(0) }).optional(),
    }),
  ),
})

export function postFromGraph(body: unknown): SocialPost | null {
  const parsed = graphPostsSchema.parse(body)
  const newest = parsed.data.find((item) => item.message || item.story)
  if (!newest) return null
  const publishedAt = new Date(newest.created_time)
  if (Number.isNaN(publishedAt.getTime())) throw new Error(`Unreadable created_time ${newest.created_time}`)
  return {
    text: (newest.message ?? newest.story)!,
    publishedAt,
    likes: newest.likes?.summary.total_count ?? 0,
    comments: newest.comments?.summary.total_count ?? 0,
    shares: newest.shares?.count ?? 0,
  }
}
