import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import { onContentChange } from '@/lib/cache/contentChanges.mjs'
import { sharedAnswer, type SharedAnswer } from '@/lib/cache/sharedAnswer'
import type { BusyNowAnswer } from '../domain/busyNowAnswer'
import { OCCUPANCY_CUSTOM_KEY, type SanitizedOccupancyOptions } from '../types'
import { loadBusyNow } from './loadBusyNow'

const LISTENING = Symbol.for('playcentre.busyNow.listening')

function cache(ttlMs: number): SharedAnswer<BusyNowAnswer> {
  const shared = sharedAnswer<BusyNowAnswer>('busyNow', ttlMs)
  const holder = globalThis as unknown as Record<symbol, boolean | undefined>
  // A CMS edit here (busy or booking settings, a special day, a block) is shown by the next read, as the pages are.
  if (!holder[LISTENING]) {
    holder[LISTENING] = true
    onContentChange(() => shared.forget())
  }
  return shared
}

/**
 * Today's figures as every visitor of this instance shares them: at most one load per `ttlMs`,
 * and one load for any number of requests at once. The answer and its age in milliseconds.
 */
export function readBusyNow(req: PayloadRequest, options: SanitizedOccupancyOptions): Promise<{ value: BusyNowAnswer; ageMs: number }> {
  return cache(options.ttlMs).read(() => loadBusyNow(req, new Date(), options))
}

/**
 * The same shared read for a page rendered on the server (the booking page): the plugin's options
 * as it registered them in `config.custom`, and a request of the page's own.
 */
export async function sharedBusyNow(payload: Payload): Promise<BusyNowAnswer> {
  const options = (payload.config.custom as Record<string, unknown> | undefined)?.[OCCUPANCY_CUSTOM_KEY] as
    SanitizedOccupancyOptions | undefined
  if (!options) throw new Error('sharedBusyNow needs the occupancy plugin in the config')
  return (await readBusyNow(await createLocalReq({}, payload), options)).value
}

/** Loads of the figures this process made, and reads it answered (for GET /metrics and the bench). */
export function busyNowCounts(): { loads: number; reads: number } {
  return cache(0).counts()
}

/** Forgets the shared figures: the next read loads them again. */
export function forgetBusyNow(): void {
  cache(0).forget()
}
