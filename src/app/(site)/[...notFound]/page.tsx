import { notFound } from 'next/navigation'

// Rendered per request, like every page not in src/lib/rendering/cachedPages.mjs.
export const dynamic = 'force-dynamic'

/** Any path no page claims renders the site's 404 (with a 404 status) inside the site shell. */
export default function UnknownPath(): never {
  notFound()
}
