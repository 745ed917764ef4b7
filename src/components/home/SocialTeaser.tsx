'use client'

import { useEffect, useState } from 'react'
import type { LatestPostResponse } from '@plugins/social/contract'
import { apiRequest } from '@/lib/http/apiRequest'
import { card } from '@/styles/primitives.css'
import * as styles from './SocialTeaser.css'
import { PostCounts } from '@/components/notices/PostCounts'

const REFRESH_MS = 300_000

type Props = { heading: string; genericTitle: string; genericText: string }

type Latest = { data: LatestPostResponse | null; error: boolean; isLoading: boolean }

/** The latest post, read once and then every five minutes while the page is open (no retry on error). */
function useLatestPost(): Latest {
  const [latest, setLatest] = useState<Latest>({ data: null, error: false, isLoading: true })
  useEffect(() => {
    let live = true
    const read = () =>
      apiRequest<LatestPostResponse>('GET', '/api/facebook/latest').then(
        (data) => live && setLatest({ data, error: false, isLoading: false }),
        () => live && setLatest((current) => ({ data: current.data, error: true, isLoading: false })),
      )
    void read()
    const timer = setInterval(read, REFRESH_MS)
    return () => {
      live = false
      clearInterval(timer)
    }
  }, [])
  return latest
}

/** The landing page's latest-post card: loading, generic (with Demo Mode), or the newest post. */
export function SocialTeaser({ heading, genericTitle, genericText }: Props) {
  const { data, error, isLoading } = useLatestPost()

  if (isLoading) {
    return (
      <div className={`${card} ${styles.teaser}`} role="status" aria-live="polite">
        <span className={styles.spinner} aria-hidden="true" />
        <span>Loading the latest news…</span>
      </div>
    )
  }

  const post = !error && data?.success ? data.post : null
  return (
    <a
      href="/facebook-feed"
      className={`${card} ${styles.teaser} ${styles.link}`}
      aria-label={`${heading}: ${post ? post.text : genericTitle}. View all announcements`}
    >
      <span className={styles.icon} aria-hidden="true">
        f
      </span>
      {post ? (
        <span className={styles.body}>
          <span className={styles.meta}>
            <strong>{heading}</strong> · <span>{post.timeAgo}</span>
          </span>
          <span className={styles.clamp}>{post.text}</span>
          <span className={styles.counts}>
            <PostCounts likes={post.likes} comments={post.comments} shares={post.shares} />
            <span className={styles.viewAll}>View All</span>
          </span>
        </span>
      ) : (
        <span className={styles.body}>
          <span className={styles.meta}>
            <strong>{genericTitle}</strong>
            {data?.hasCredentials === false ? <span className={styles.demo}>Demo Mode</span> : null}
          </span>
          <span>{genericText}</span>
        </span>
      )}
    </a>
  )
}
