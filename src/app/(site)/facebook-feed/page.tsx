import type { Metadata } from 'next'
import { relativeAge } from '@plugins/social/contract'
import * as styles from '@/components/notices/notices.css'
import { getNoticePosts, getVenue } from '@/lib/cms/content'
import { button, container, section, visuallyHidden } from '@/styles/primitives.css'
import { isBuildPrerender } from '@/lib/rendering/buildPhase'
import { PostCounts } from '@/components/notices/PostCounts'
import { StaticMarkup } from '@/components/rendering/StaticMarkup'

// From the page cache (src/lib/rendering/cachedPages.mjs); re-rendered every minute too, so a
// post's age ("2 hours ago") stays right.
export const revalidate = 60

export const metadata: Metadata = { title: 'Notice Board', description: 'News and announcements from the play centre.' }

const timestamp = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' })

export default async function FacebookFeedPage() {
  if (isBuildPrerender()) return null
  const [posts, venue] = await Promise.all([getNoticePosts(), getVenue()])
  const socialPage = venue.social?.find((link) => link.platform === 'facebook')?.url
  // Ages are worked out on every request; the cached posts only carry their publication time.
  const now = new Date()
  // The same row above and below the posts; only the Facebook link's wording differs.
  const actions = (socialLabel: string) => (
    <div className={styles.actions}>
      {socialPage ? (
        <a href={socialPage} target="_blank" rel="noopener noreferrer" className={button.primary}>
          {socialLabel}
          <span className={visuallyHidden}> (opens in a new tab)</span>
        </a>
      ) : null}
      <a href="/" className={button.outline}>
        Back to Home
      </a>
    </div>
  )

  // Nothing here runs in the browser: server HTML that React does not hydrate (StaticMarkup).
  return (
    <StaticMarkup>
      <section className={section} aria-labelledby="feed-title">
        <div className={container}>
          <h1 id="feed-title">Notice Board</h1>
          <p>The latest news from {venue.name}.</p>
          {actions('Follow us on Facebook')}
          {posts.length === 0 ? (
            <p>No announcements just now. Check back soon!</p>
          ) : (
            <ol className={styles.list} aria-label="Announcements, newest first">
              {posts.map((post, index) => (
                <li key={post.id}>
                  <article className={styles.post} aria-label={`Announcement from ${relativeAge(new Date(post.publishedAt), now)}`}>
                    <div className={styles.meta}>
                      {index === 0 ? <span className={styles.newBadge}>New</span> : null}
                      <span className={styles.typeBadge}>{post.type}</span>
                      <time dateTime={post.publishedAt} title={timestamp.format(new Date(post.publishedAt))}>
                        {relativeAge(new Date(post.publishedAt), now)}
                      </time>
                      <span aria-hidden="true">·</span>
                      <span>{timestamp.format(new Date(post.publishedAt))}</span>
                    </div>
                    <p style={{ whiteSpace: 'pre-line', margin: 0 }}>{post.text}</p>
                    <p className={styles.counts}>
                      <PostCounts likes={post.likes} comments={post.comments} shares={post.shares} />
                    </p>
                  </article>
                </li>
              ))}
            </ol>
          )}
          {actions('See more on Facebook')}
        </div>
      </section>
    </StaticMarkup>
  )
}
