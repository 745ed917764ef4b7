// The Next.js data cache (unstable_cache reads of CMS content, with their tags) shared by every
// app instance through Redis, when REDIS_URL is set (next.config.mjs): a tag expired by the
// instance that saved an edit is expired for all of them. The handler is
// @fortedigital/nextjs-cache-handler's, not ours.
//
// If Redis is down, reads miss and writes are dropped (commands fail at once rather than queue),
// so pages are built from the database: slower, never stale.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import { createClient } from 'redis'

const KEY = Symbol.for('playcentre.redisCacheHandlerConfig')

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
  globalThis[KEY] = { handlers: [createRedisHandler({ client, keyPrefix: process.env.REDIS_KEY_PREFIX ?? 'playcentre:', timeoutMs: 1_000 })] }
  return globalThis[KEY]
})

export default CacheHandler
