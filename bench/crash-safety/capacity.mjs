// How many children each of the bench's slots holds, paid and held, at calm moments and sampled throughout.
import { query } from './context.mjs'
import { date } from './families.mjs'
import { sleep, started } from './log.mjs'
import { slots } from './settings.mjs'

export async function occupancy() {
  return query(
    `
    select slot_start,
      coalesce(sum(children) filter (where status::text in ('paid', 'checked_in', 'checked_out')), 0)::int as paid,
      coalesce(sum(children) filter (where status::text = 'held' and hold_expires_at > now()), 0)::int as live_held
    from bookings where date = $1 group by slot_start order by slot_start`,
    [date],
  )
}
export const capacitySnapshots = []
export async function snapshotCapacity(moment) {
  const rows = await occupancy()
  capacitySnapshots.push({ moment, rows })
  return rows
}
// Besides the snapshots at calm moments, the occupancy is sampled every 200 ms from the start of
// the burst to the checks, kill and restart included.
export const sampling = { on: false, samples: 0, peak: new Map(), over: [], done: Promise.resolve() }
export function startSampling() {
  sampling.on = true
  sampling.done = (async () => {
    while (sampling.on) {
      try {
        for (const row of await occupancy()) {
          const total = row.paid + row.live_held
          sampling.peak.set(row.slot_start, Math.max(sampling.peak.get(row.slot_start) ?? 0, total))
          const slot = slots.find((candidate) => candidate.start === row.slot_start)
          if (!slot || total > slot.capacity)
            sampling.over.push(
              `${((Date.now() - started) / 1000).toFixed(1)} s: ${row.slot_start} has ${row.paid} paid + ${row.live_held} held children`,
            )
        }
        sampling.samples += 1
      } catch {
        // the database is always up; a failed sample is simply skipped
      }
      await sleep(200)
    }
  })()
}
