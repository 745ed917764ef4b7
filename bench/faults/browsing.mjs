// Families looking before they book: the public pages (cached content pages and /booking, which
// renders per request) and the availability calls, one request a second.
import { request } from '../crash-safety/context.mjs'
import { date } from '../crash-safety/families.mjs'
import { between } from '../crash-safety/settings.mjs'
import { sleep } from './log.mjs'

let on = false
let loop = Promise.resolve()

export function startBrowsing(today) {
  on = true
  const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
  const paths = [
    '/',
    '/menu',
    '/booking',
    `/api/calendar/availability?from=${today}&to=${inAMonth}`,
    `/api/calendar/availability/${date}`,
    `/api/session-availability?date=${date}&time=10:00`,
    `/api/available-sessions?date=${date}`,
  ]
  loop = (async () => {
    while (on) {
      await request('GET', paths[between(0, paths.length - 1)]).catch(() => null)
      await sleep(1000)
    }
  })()
}

export async function stopBrowsing() {
  on = false
  await loop
}
