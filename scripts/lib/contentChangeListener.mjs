// The HTTP front hears of content changes (src/lib/cache/contentChanges.mjs): from the app in its
// own process, and with REDIS_URL from every instance through the Redis channel the cache handler
// publishes on once it has deleted the expired entries. On each it calls onChange (the
// micro-cache's purge). After a lost Redis connection comes back it calls onChange once too, for
// whatever was missed meanwhile; while Redis is away the micro-cache's one second is the bound.
import { createClient } from 'redis'
import { contentChangeChannel, onContentChange } from '../../src/lib/cache/contentChanges.mjs'

/**
 * @param {{ onChange: () => void, redisUrl?: string, keyPrefix?: string, log?: (line: string) => void }} options
 * @returns {{ close: () => Promise<void> }}
 */
export function listenForContentChanges({ onChange, redisUrl, keyPrefix, log = console.warn }) {
  const stopLocal = onContentChange(onChange)
  if (!redisUrl) return { close: async () => stopLocal() }

  // A generous connect timeout: a server starting beside others on a busy machine is slow to answer.
  const subscriber = createClient({ url: redisUrl, pingInterval: 10_000, socket: { connectTimeout: 20_000 } })
  const channel = contentChangeChannel(keyPrefix)
  let subscribed = false
  let lastError = ''
  let wasLost = false
  subscriber.on('error', (error) => {
    const message = error instanceof Error ? error.message : String(error)
    if (message !== lastError) log(`[cache] Redis (content changes): ${message}`)
    lastError = message
    wasLost = true
  })
  // Subscribed once connected (node-redis subscribes again by itself after a reconnection).
  subscriber.on('ready', () => {
    lastError = ''
    if (wasLost) onChange()
    wasLost = false
    if (subscribed) return
    subscribed = true
    subscriber
      .subscribe(channel, () => onChange())
      .catch((error) => {
        subscribed = false
        log(`[cache] could not subscribe to content changes: ${error instanceof Error ? error.message : error}`)
      })
  })
  subscriber.connect().catch(() => undefined)
  return {
    close: async () => {
      stopLocal()
      await subscriber.close().catch(() => undefined)
    },
  }
}
