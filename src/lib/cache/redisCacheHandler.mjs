// The Next.js data cache (unstable_cache reads of CMS content, with their tags) shared by every
// app instance through Redis, when REDIS_URL is set (next.config.mjs): a tag expired by the
// instance that saved an edit is expired for all of them. The handler is
// @fortedigital/nextjs-cache-handler's, not ours.
//
// If Redis is down, reads miss and writes are dropped (commands fail at once rather than queue),
// so pages are built from the database: slower, never stale.
//
// Once a tag's entries are deleted, the handler says so on a Redis channel
// (src/lib/cache/contentChanges.mjs): every instance's HTTP front, this one's included, then
// forgets the pages it repeats from memory, so no instance serves the old page after that.
//
// After an edit every instance finds the page gone at once. One of them renders it; the others
// wait for that render's result in Redis instead of rendering the same page beside it (a lock key
// per page, taken with SET NX, released when the page is stored). A render that fails or takes
// longer than RENDER_LOCK_MS stops holding the others back; a waiter renders itself after
// WAIT_FOR_RENDER_MS. An edit drops the locks, so nobody waits for a render begun before it.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { randomUUID } from 'node:crypto'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import { createClient } from 'redis'
import { contentChangeChannel } from './contentChanges.mjs'

const KEY = Symbol.for('playcentre.redisCacheHandlerConfig')
const RENDER_LOCK_MS = 10_000
const WAIT_FOR_RENDER_MS = 5_000
const WAIT_STEP_MS = 20
const keyPrefix = () => process.env.REDIS_KEY_PREFIX ?? 'playcentre:'
const renderLockKey = (key) => `${keyPrefix()}rendering:${key}`
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

CacheHandler.onCreation(() => {
  // One Redis connection per process, however many times Next asks.
  if (globalThis[KEY]) return globalThis[KEY]
  // The build prerenders nothing that must be shared, and must not need Redis.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || !process.env.REDIS_URL) {
    globalThis[KEY] = { handlers: [createLruHandler()] }
    return globalThis[KEY]
  }
  const client = createClient({ url: process.env.REDIS_URL, pingInterval: 10_000, disableOfflineQueue: true })
  let lastError = ''
  client.on('error', (error) => {
    const message = error instanceof Error ? error.message : String(error)
    if (message !== lastError) console.warn(`[cache] Redis: ${message}`)
    lastError = message
  })
  client.on('ready', () => {
    if (lastError) console.info('[cache] Redis connection restored')
    lastError = ''
  })
  client.connect().catch(() => undefined)
  globalThis[KEY] = {
    handlers: [createRedisHandler({ client, keyPrefix: keyPrefix(), timeoutMs: 1_000 })],
    client,
    // Pages this process is rendering under a lock it took: key -> the lock's token.
    renderLocks: new Map(),
  }
  return globalThis[KEY]
})

export default class SharedCacheHandler extends CacheHandler {
  /** A page missing from the cache and being rendered by another instance: wait for its result. */
  async get(key, ctx) {
    const found = await super.get(key, ctx)
    const shared = globalThis[KEY]
    if (found || ctx?.kind !== 'APP_PAGE' || !shared?.client?.isReady) return found
    const { client, renderLocks } = shared
    const lockKey = renderLockKey(key)
    const token = randomUUID()
    const taken = await client.set(lockKey, token, { NX: true, PX: RENDER_LOCK_MS }).catch(() => 'failed')
    if (taken === 'OK') renderLocks.set(key, token)
    if (taken !== null) return null
    const deadline = Date.now() + WAIT_FOR_RENDER_MS
    while (Date.now() < deadline) {
      await sleep(WAIT_STEP_MS)
      const rendered = await super.get(key, ctx)
      if (rendered) return rendered
      // No lock any more and still no page: that render failed or an edit dropped it. Render here.
      if (!(await client.exists(lockKey).catch(() => 0))) return null
    }
    return null
  }

  /** Stores the entry, then releases the page's lock if this process took it. */
  async set(key, value, ctx) {
    await super.set(key, value, ctx)
    const shared = globalThis[KEY]
    const token = shared?.renderLocks?.get(key)
    if (!token) return
    shared.renderLocks.delete(key)
    const lockKey = renderLockKey(key)
    if ((await shared.client.get(lockKey).catch(() => null)) === token) await shared.client.del(lockKey).catch(() => 0)
  }

  /** Deletes the tags' entries for every instance, drops the render locks, then tells every instance's front. */
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations)
    const client = globalThis[KEY]?.client
    if (!client?.isReady) return
    try {
      for await (const keys of client.scanIterator({ MATCH: renderLockKey('*'), COUNT: 500 })) if (keys.length) await client.unlink(keys)
    } catch (error) {
      console.warn(`[cache] could not drop the render locks: ${error instanceof Error ? error.message : error}`)
    }
    await client.publish(contentChangeChannel(), [tags].flat().join(',')).catch((error) => {
      console.warn(`[cache] could not announce the expired content: ${error instanceof Error ? error.message : error}`)
    })
  }
}
