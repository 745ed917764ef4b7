import { revalidateTag } from 'next/cache'
import { after } from 'next/server'
import { announceContentChange } from './contentChanges.mjs'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, RequestContext } from 'payload'

/** Cache tags of CMS content. Pages tag their cached reads with these; hooks expire them. */
export const cacheTags = {
  collection: (slug: string) => `collection:${slug}`,
  global: (slug: string) => `global:${slug}`,
}

/**
 * Expires tags at once (not stale-while-revalidate) so an edit shows on the next request.
 * Outside the Next.js runtime (seed, migrations, CLI) there is no cache to expire.
 *
 * Next expires them once the request's work is done (after the transaction has committed), and
 * then, after the answer, this process's front forgets the pages it repeats from memory
 * (contentChanges.mjs). With REDIS_URL the cache handler also tells every other instance.
 */
export function expireTags(tags: string[], context?: RequestContext): void {
  if (context?.disableRevalidate) return
  if (!process.env.NEXT_RUNTIME) return
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
  try {
    after(announceContentChange)
  } catch {
    // after() wants a request scope; without one there is no answer to wait for.
    announceContentChange()
  }
}

/** Collection hooks that expire the collection's tag whenever a document changes or goes. */
export function revalidateCollectionHooks(slug: string): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  const tag = cacheTags.collection(slug)
  return {
    afterChange: [
      ({ doc, req }) => {
        expireTags([tag], req.context)
        return doc
      },
    ],
    afterDelete: [
      ({ doc, req }) => {
        expireTags([tag], req.context)
        return doc
      },
    ],
  }
}

export function revalidateGlobal(slug: string): GlobalAfterChangeHook {
  const tag = cacheTags.global(slug)
  return ({ doc, req }) => {
    expireTags([tag], req.context)
    return doc
  }
}
