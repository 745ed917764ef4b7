// Next's page and data cache on disk (no REDIS_URL) outlive the process, but the record of which
// tags a CMS edit expired lives in its memory: an entry written before a restart could come back
// as fresh after an edit nobody re-rendered. The cached pages' build output is an empty shell too
// (the build has no database: src/lib/rendering/buildPhase.ts). So a server starts without them,
// and renders each cached page from the CMS on its first request.
import { existsSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

/**
 * Removes the data cache and the rendered output of every page the build marked for
 * revalidation (the cached pages). Pages rendered once for good (no revalidation) stay.
 * @returns {string[]} the routes whose output was removed
 */
export function discardPageCache(distDir) {
  rmSync(path.join(distDir, 'cache/fetch-cache'), { recursive: true, force: true })
  const manifestFile = path.join(distDir, 'prerender-manifest.json')
  if (!existsSync(manifestFile)) return []
  const { routes } = JSON.parse(readFileSync(manifestFile, 'utf8'))
  const removed = []
  for (const [route, info] of Object.entries(routes ?? {})) {
    if (typeof info.initialRevalidateSeconds !== 'number') continue
    const base = path.join(distDir, 'server/app', route === '/' ? 'index' : route.slice(1))
    for (const suffix of ['.html', '.rsc', '.meta', '.segments', '.prefetch.rsc']) rmSync(base + suffix, { recursive: true, force: true })
    removed.push(route)
  }
  return removed
}
