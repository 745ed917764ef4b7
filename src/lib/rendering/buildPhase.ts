import { PHASE_PRODUCTION_BUILD } from 'next/constants'

/**
 * True while `next build` prerenders pages. The build has no database, so cached pages render an
 * empty shell then; the server discards it at start (scripts/lib/pageCache.mjs) and renders each
 * page from the CMS on its first request.
 */
export function isBuildPrerender(): boolean {
  return process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD
}
