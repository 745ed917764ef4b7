import { MessageCircle, Share2, ThumbsUp } from 'lucide-react'
import { InlineIcon } from '@/components/icons/InlineIcon'
import { visuallyHidden } from '@/styles/primitives.css'

/** A notice's likes, comments and shares: an icon and a number each, with words for screen readers. */
export function PostCounts({ likes, comments, shares }: { likes: number; comments: number; shares: number }) {
  return (
    <>
      <span>
        <InlineIcon icon={ThumbsUp} /> {likes} <span className={visuallyHidden}>likes</span>
      </span>
      <span>
        <InlineIcon icon={MessageCircle} /> {comments} <span className={visuallyHidden}>comments</span>
      </span>
      <span>
        <InlineIcon icon={Share2} /> {shares} <span className={visuallyHidden}>shares</span>
      </span>
    </>
  )
}
