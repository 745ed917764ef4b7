// The request a line of log belongs to. The HTTP front (scripts/server.mjs) runs each request
// inside a context holding its id; Payload's logger (payload.config.ts) adds that id to every line
// it writes while the request is handled, so one grep finds a request's whole story. The store
// lives on globalThis: the front and the app's bundle load this module separately.
import { AsyncLocalStorage } from 'node:async_hooks'

const STORE = Symbol.for('playcentre.requestContext')

/** @returns {AsyncLocalStorage<{ requestId: string }>} */
function storage() {
  const holder = /** @type {Record<symbol, AsyncLocalStorage<{ requestId: string }> | undefined>} */ (/** @type {unknown} */ (globalThis))
  holder[STORE] ??= new AsyncLocalStorage()
  return holder[STORE]
}

/**
 * Runs `work` as part of the request `requestId`.
 * @template T
 * @param {string} requestId
 * @param {() => T} work
 * @returns {T}
 */
export function runInRequest(requestId, work) {
  return storage().run({ requestId }, work)
}

/**
 * Fields for a log line written now: the request's id, or nothing outside a request.
 * @returns {{ reqId?: string }}
 */
export function requestLogFields() {
  const store = storage().getStore()
  return store ? { reqId: store.requestId } : {}
}
