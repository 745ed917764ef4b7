// The end of the run, as in the crash bench: once the last hold has lapsed, the expiry job (nudged
// through the maintenance queue) must mark every lapsed hold expired; then the queues are worked
// until nothing is due. Waiting-list offers hold for hours and are left out of the wait.
import { asAdmin, query, request } from '../crash-safety/context.mjs'
import { log, sleep } from './log.mjs'

/** What bench/crash-safety/checks.mjs's hold check wants: { ok, lastMarked, lastExpiry } or { ok: false, lapsed, oldest, stranded }. */
export async function waitForExpiry(timeoutMs = 150_000) {
  const [{ latest }] = await query(
    `select max(hold_expires_at) as latest from bookings where status::text in ('held', 'expired') and source::text <> 'waiting_list'`,
  )
  const waitMs = latest ? new Date(latest).getTime() + 2000 - Date.now() : 0
  if (waitMs > 0) {
    log(`waiting ${(waitMs / 1000).toFixed(0)} s for the last hold to lapse`)
    await sleep(waitMs)
  }
  const deadline = Date.now() + timeoutMs
  while (true) {
    const [{ lapsed, oldest }] = await query(
      `select count(*)::int as lapsed, min(hold_expires_at) as oldest from bookings where status::text = 'held' and hold_expires_at <= now()`,
    )
    if (lapsed === 0) {
      const [{ lastMarked }] = await query(`select max(updated_at) as "lastMarked" from bookings where status::text = 'expired'`)
      return { ok: true, lastMarked, lastExpiry: latest }
    }
    if (Date.now() > deadline) return { ok: false, lapsed, oldest, stranded: [] }
    await request('GET', '/api/jobs/run?queue=maintenance&limit=100', { headers: asAdmin() }).catch(() => null)
    await sleep(3000)
  }
}
