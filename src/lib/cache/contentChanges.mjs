// "Content changed": told by the code that expired CMS content in Next's caches, heard by the HTTP
// front, which then forgets the answers it repeats (scripts/lib/pageMicroCache.mjs). Next bundles
// the app's copy of this module apart from the front's, so the listeners live on globalThis, where
// both copies find the same list. Between instances (REDIS_URL set) the same news goes through a
// Redis channel: the cache handler publishes on it once it has deleted the expired entries
// (src/lib/cache/redisCacheHandler.mjs), and each front subscribes
// (scripts/lib/contentChangeListener.mjs). Plain JavaScript: the front is not compiled.

const LISTENERS = Symbol.for('playcentre.contentChangeListeners')

/** The Redis channel of content changes, under the instances' shared key prefix. */
export function contentChangeChannel(keyPrefix = process.env.REDIS_KEY_PREFIX ?? 'playcentre:') {
  return `${keyPrefix}content-changed`
}

/** @returns {Set<() => void>} */
function listeners() {
  /** @type {Record<symbol, Set<() => void> | undefined>} */
  const registry = /** @type {never} */ (globalThis)
  registry[LISTENERS] ??= new Set()
  return registry[LISTENERS]
}

/**
 * Calls `listener` whenever content in this process's caches is expired.
 * @param {() => void} listener
 * @returns {() => void} stops listening
 */
export function onContentChange(listener) {
  listeners().add(listener)
  return () => listeners().delete(listener)
}

/** Tells this process's listeners that content was expired. A failing listener stops no other. */
export function announceContentChange() {
  for (const listener of listeners()) {
    try {
      listener()
    } catch (error) {
      console.warn(`[cache] a content-change listener failed: ${error instanceof Error ? error.message : error}`)
    }
  }
}
