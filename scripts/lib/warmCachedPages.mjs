// A server's first render of a page is slow: its code is loaded and compiled on first use (on
// this 2-core machine under load, 3.5-4.5 s against 0.5 s for the next). With several instances
// on one shared page cache (REDIS_URL), an instance may serve a page for hours without ever
// rendering it (the first instance's render is shared), and then meet that first render when a CMS
// edit expires the page: the edit showed there seconds late (docs/multi-instance.md). The next
// few renders are still slower than later ones (the JavaScript engine optimises code that runs
// often). So each server renders the cached content pages WARM_ROUNDS times when it starts, one
// after another, by Next's own on-demand revalidation (the x-prerender-revalidate header with the
// build's preview id, which only this process reads): the pages are rendered afresh from the CMS
// and put back in the cache.
import { readFileSync } from 'node:fs'
import path from 'node:path'

const WARM_ROUNDS = 3

/**
 * @param {{ port: number, paths: readonly string[], distDir: string, log: (line: string) => void }} options
 * @returns {Promise<void>}
 */
export async function warmCachedPages({ port, paths, distDir, log }) {
  let previewModeId
  try {
    previewModeId = JSON.parse(readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8')).preview?.previewModeId
  } catch {
    previewModeId = undefined
  }
  if (typeof previewModeId !== 'string' || !previewModeId) return log('no preview id in the build: cached pages not warmed')
  const started = Date.now()
  const rounds = []
  const failures = []
  for (let round = 0; round < WARM_ROUNDS; round++) {
    const roundStarted = Date.now()
    for (const pagePath of paths) {
      try {
        const answer = await fetch(`http://127.0.0.1:${port}${pagePath}`, {
          headers: { 'x-prerender-revalidate': previewModeId },
          signal: AbortSignal.timeout(60_000),
        })
        await answer.arrayBuffer()
        if (answer.status !== 200) failures.push(`${pagePath} ${answer.status}`)
      } catch (error) {
        failures.push(`${pagePath} failed (${error instanceof Error ? error.message : error})`)
      }
    }
    rounds.push(`${Date.now() - roundStarted} ms`)
  }
  log(
    `cached pages rendered ${WARM_ROUNDS} times to warm up, in ${Date.now() - started} ms (rounds: ${rounds.join(', ')})${failures.length ? `; ${failures.join(', ')}` : ''}`,
  )
}
