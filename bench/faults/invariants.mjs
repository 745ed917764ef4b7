// The invariants, read by SQL on the bench's database and against the fake Stripe's records, after
// each fault (as things stand then) and after the drain. The bench reads as the superuser, so it
// can read even while fault 2's hog holds every connection the app's role may have.
//   capacity:     no session holds more children (paid, at the door, no-show, or live holds) than its places, sampled every 0.5 s
//   paid once:    no booking paid by two payment effects, no payment refunded more than was taken, nothing paid Stripe did not take
//   visits once:  no booking checked in (or out) twice, none at the door without its check-in
//   e-mails once: no message twice, no booking confirmed more often than once plus once per move
//   jobs:         no job stuck "processing" for 3 minutes, none failed for good
import { query, run } from '../crash-safety/context.mjs'
import { sleep } from './log.mjs'
import { currentPhase } from './traffic.mjs'

export const INVARIANTS = ['capacity', 'paid once', 'visits once', 'e-mails once', 'jobs']

const PAID = `('paid', 'checked_in', 'checked_out', 'no_show')`
let sessions = []
export const occupancy = { samples: 0, unread: 0, over: [] }
let sampling = false
let samplingDone = Promise.resolve()

async function overCapacity() {
  const rows = await query(
    `select date, slot_start, coalesce(sum(children) filter (
       where status::text in ${PAID} or (status::text = 'held' and hold_expires_at > now())), 0)::int as taken
     from bookings where date = any($1::varchar[]) group by date, slot_start`,
    [[...new Set(sessions.map((session) => session.date))]],
  )
  return rows.flatMap((row) => {
    const places = sessions.find((session) => session.date === row.date && session.start === row.slot_start)?.capacity ?? 0
    return row.taken > places ? [`${row.date} ${row.slot_start}: ${row.taken} children for ${places} places`] : []
  })
}

/** `benchSessions`: every session the bench books, { date, start, capacity }. */
export function startOccupancySampler(benchSessions) {
  sessions = benchSessions
  sampling = true
  samplingDone = (async () => {
    while (sampling) {
      try {
        for (const line of await overCapacity()) occupancy.over.push({ at: Date.now(), phase: currentPhase().name, line })
        occupancy.samples += 1
      } catch {
        occupancy.unread += 1
      }
      await sleep(500)
    }
  })()
}
export async function stopOccupancySampler() {
  sampling = false
  await samplingDone
}

const verdict = (problems, fine) => ({
  ok: problems.length === 0,
  detail: problems.length ? problems.slice(0, 8).join('; ') + (problems.length > 8 ? `; and ${problems.length - 8} more` : '') : fine,
})

async function paidOnce() {
  const doubled = await query(
    `select booking_id, count(*)::int as n from payment_events where type = 'payment_succeeded' and outcome like 'Paid%' group by booking_id having count(*) > 1`,
  )
  const refundedOf = new Map()
  for (const refund of run.stripe.refunds)
    refundedOf.set(refund.payment_intent, (refundedOf.get(refund.payment_intent) ?? 0) + refund.amount)
  const overRefunded = [...refundedOf].filter(([intent, pence]) => pence > (run.stripe.intents.get(intent)?.amount_received ?? 0))
  const paid = await query(
    `select id, payment_reference, status::text as status from bookings where payment_reference like 'pi\\_%' and status::text in ${PAID}`,
  )
  const unpaid = paid.filter((row) => run.stripe.intents.get(row.payment_reference)?.status !== 'succeeded')
  return verdict(
    [
      ...doubled.map((row) => `booking ${row.booking_id} paid by ${row.n} payment effects`),
      ...overRefunded.map(([intent, pence]) => `${intent} refunded ${pence}p, more than was taken`),
      ...unpaid.map(
        (row) => `booking ${row.id} is ${row.status}, but Stripe shows ${run.stripe.intents.get(row.payment_reference)?.status}`,
      ),
    ],
    `${paid.length} card-paid bookings, none paid twice; ${run.stripe.refunds.length} refunds, none over`,
  )
}

async function visitsOnce() {
  const twice = await query(`
    select booking_id, count(*) filter (where action::text = 'check_in')::int - count(*) filter (where action::text = 'undo_check_in')::int as ins,
      count(*) filter (where action::text = 'check_out')::int - count(*) filter (where action::text = 'undo_check_out')::int as outs
    from visit_events group by booking_id`)
  const without = await query(`
    select id, status::text as status from bookings b where status::text in ('checked_in', 'checked_out')
      and not exists (select 1 from visit_events v where v.booking_id = b.id and v.action::text = 'check_in')`)
  const [{ visits }] = await query(`select count(*)::int as visits from visit_events where action::text = 'check_in'`)
  return verdict(
    [
      ...twice
        .filter((row) => row.ins > 1 || row.outs > 1)
        .map((row) => `booking ${row.booking_id}: ${row.ins} check-ins, ${row.outs} check-outs`),
      ...without.map((row) => `booking ${row.id} is ${row.status} without a check-in recorded`),
    ],
    `${visits} check-ins, each booking's once`,
  )
}

async function emailsOnce() {
  const twice = await query(
    `select "to", subject, count(*)::int as n from email_outbox group by "to", subject, md5(coalesce(text, '')) having count(*) > 1`,
  )
  const confirmations = await query(`
    select b.id, count(o.id)::int as confirmations,
      (select count(*) from audit_log a where a.action::text = 'move_booking' and a.record_id = b.id::text)::int as moves
    from bookings b join email_outbox o on o."to" = b.customer_email and o.subject like 'Booking confirmed%'
    group by b.id`)
  const [{ outbox }] = await query(`select count(*)::int as outbox from email_outbox`)
  return verdict(
    [
      ...twice.map((row) => `"${row.subject}" to ${row.to} ${row.n} times`),
      ...confirmations
        .filter((row) => row.confirmations > 1 + row.moves)
        .map((row) => `booking ${row.id}: ${row.confirmations} confirmations for ${row.moves} move(s)`),
    ],
    `${outbox} e-mails, none twice`,
  )
}

async function jobsNotStuck() {
  const stuck = await query(`
    select id, task_slug::text as task, queue, processing, has_error, total_tried::int as tried, updated_at from payload_jobs
    where completed_at is null and ((processing and updated_at < now() - interval '3 minutes') or coalesce(has_error, false)) order by id`)
  const [{ waiting }] = await query(
    `select count(*)::int as waiting from payload_jobs where completed_at is null and not coalesce(processing, false)`,
  )
  return verdict(
    stuck.map(
      (job) =>
        `job ${job.id} ${job.task} (${job.queue}) ${job.processing ? `processing since ${new Date(job.updated_at).toISOString()}` : `failed after ${job.tried} tries`}`,
    ),
    `none stuck or failed (${waiting} waiting their turn)`,
  )
}

/** The invariants as things stand, with the capacity samples taken in `phaseName` (null: the whole run). */
export async function invariantsNow(phaseName) {
  const sampled = occupancy.over.filter((entry) => !phaseName || entry.phase === phaseName).map((entry) => entry.line)
  const read = async (check) => {
    try {
      return await check()
    } catch (error) {
      return { ok: false, detail: `could not be read: ${error.message}` }
    }
  }
  return {
    capacity: await read(async () => {
      const now = await overCapacity()
      return verdict([...new Set(sampled)].concat(now), `${occupancy.samples} samples so far, no session over`)
    }),
    'paid once': await read(paidOnce),
    'visits once': await read(visitsOnce),
    'e-mails once': await read(emailsOnce),
    jobs: await read(jobsNotStuck),
  }
}

/** Every check-in and check-out a tablet was told had happened is still so in the database. */
export async function tabletAnswersKept(doorBookings) {
  const told = [...doorBookings.values()].filter((booking) => booking.status === 'checked_in' || booking.status === 'checked_out')
  const rows = await query(`select id, status::text as status from bookings where id = any($1::int[])`, [told.map((booking) => booking.id)])
  const statusOf = new Map(rows.map((row) => [row.id, row.status]))
  return verdict(
    told
      .filter((booking) => statusOf.get(booking.id) !== booking.status)
      .map(
        (booking) =>
          `booking ${booking.id}: the tablet was told ${booking.status}, the database says ${statusOf.get(booking.id) ?? 'nothing'}`,
      ),
    `${told.length} check-ins and check-outs answered 200 or 201, all kept`,
  )
}

/** Each family on the waiting list offered places at most once. */
export async function waitingListOfferedOnce() {
  const twice = await query(
    `select customer_email, count(*)::int as n from bookings where source::text = 'waiting_list' group by customer_email having count(*) > 1`,
  )
  const entries = await query(`select status::text as status, count(*)::int as n from waiting_list_entries group by 1 order by 1`)
  return verdict(
    twice.map((row) => `${row.customer_email} offered ${row.n} times`),
    `entries: ${entries.map((row) => `${row.n} ${row.status}`).join(', ') || 'none'}; no family offered twice`,
  )
}
