// The families of the Saturday (bench/crash-safety/families.mjs: book, pay through the fake Stripe,
// have the card declined, abandon, or pay and be cancelled by staff with a full refund) in waves
// throughout the run, and Stripe as it behaves on a bad day: it retries every event an endpoint
// did not acknowledge, and in fault 4 it delivers a window's payment events 60-75 s late, some two
// or three times, in another order than they happened, and some after an older declined-card event
// of the same payment.
import { run } from '../crash-safety/context.mjs'
import { book, bookings, deliver, events, pending, staffCancel } from '../crash-safety/families.mjs'
import { behaviours, between, chance, perWave, pick, slots, waveGapMs } from '../crash-safety/settings.mjs'
import { log, sleep } from './log.mjs'
import { webhookDelayMs } from './settings.mjs'
import { currentPhase } from './traffic.mjs'

/** Fault 4 sets `delaying`; `late` counts what its deliveries did. */
export const stripe = { delaying: false, late: { events: 0, deliveries: 0, olderFailures: 0 } }
const delayed = new Map()
const running = new Set()
const retrying = new WeakSet()
let on = false
/** @type {Promise<unknown>} */
let loops = Promise.resolve()

const track = (promise) => {
  running.add(promise)
  promise.finally(() => running.delete(promise))
  return promise
}
const succeededEventOf = (booking) =>
  events.find((event) => event.bookingId === booking.bookingId && event.type === 'payment_intent.succeeded')
const acknowledged = (attempt) => attempt?.status >= 200 && attempt?.status < 300

function wave() {
  const phase = currentPhase().name
  for (let i = 0; i < perWave; i++) {
    let behaviour = pick(behaviours)
    // The crash bench's 'late' (paid, its events held back) is fault 4's; elsewhere such a family simply pays.
    if (stripe.delaying) behaviour = ['pay', 'staffCancel', 'late'].includes(behaviour) ? 'late' : behaviour
    else if (behaviour === 'late') behaviour = 'pay'
    track(book(slots[between(0, slots.length - 1)], between(1, 2), phase, behaviour))
  }
}

/** An older payment_failed of the same intent (a declined first card), as families.mjs makes them. */
function olderFailure(event) {
  const booking = bookings.get(event.bookingId)
  const intent = run.stripe.intents.get(booking.intentId)
  const made = run.stripe.event(
    'payment_intent.payment_failed',
    { ...intent, status: 'requires_payment_method' },
    {
      created: Math.floor(Date.now() / 1000) - 30,
    },
  )
  const older = {
    ...made,
    type: 'payment_intent.payment_failed',
    bookingId: event.bookingId,
    heldBack: false,
    attempts: [],
    delivered: false,
  }
  events.push(older)
  return older
}

async function deliverLate(event) {
  const copies = 1 + (chance(0.5) ? 1 : 0) + (chance(0.25) ? 1 : 0)
  const older = chance(0.35) ? olderFailure(event) : null
  stripe.late.events += 1
  stripe.late.deliveries += copies
  await deliver(event, 'delayed')
  for (let copy = 1; copy < copies; copy++) {
    await sleep(between(200, 3000))
    await deliver(event, 'delayed duplicate')
  }
  if (older) {
    stripe.late.olderFailures += 1
    await sleep(between(100, 1500))
    await deliver(older, 'delayed, older than the success')
  }
}

// The crash bench holds a 'late' family's success back (heldBack): here it is due 60-75 s after it
// happened, so deliveries overtake each other.
async function delayedDeliveries() {
  while (on || [...delayed.values()].some((plan) => !plan.started)) {
    for (const event of events)
      if (event.heldBack && !delayed.has(event))
        delayed.set(event, { dueAt: Date.now() + webhookDelayMs + between(0, 15_000), started: false })
    for (const [event, plan] of delayed) {
      if (plan.started || (on && plan.dueAt > Date.now())) continue
      plan.started = true
      track(deliverLate(event))
    }
    await sleep(250)
  }
}

// Stripe retries what was not acknowledged (every 8 s here, far sooner than Stripe's backoff);
// staff retry a cancellation that failed, or start one whose payment arrived on a retry.
async function retries() {
  while (on) {
    const now = Date.now()
    for (const event of events) {
      if (event.delivered || event.attempts.length === 0 || retrying.has(event)) continue
      if (event.heldBack && !delayed.get(event)?.started) continue
      if (now - event.attempts.at(-1).at < 8000) continue
      retrying.add(event)
      track(deliver(event, 'Stripe retry').finally(() => retrying.delete(event)))
    }
    for (const booking of bookings.values()) {
      if (booking.behaviour !== 'staffCancel' || booking.cancel?.done || retrying.has(booking)) continue
      const succeeded = succeededEventOf(booking)
      const failedBefore = booking.cancel && now - booking.cancel.attempts.at(-1).at > 5000
      const neverStarted = !booking.cancel && succeeded?.delivered && !acknowledged(succeeded.attempts[0])
      if (!failedBefore && !neverStarted) continue
      retrying.add(booking)
      track(staffCancel(booking, booking.cancel ? 'retry' : 'first').finally(() => retrying.delete(booking)))
    }
    await sleep(2000)
  }
}

export function startPayments() {
  on = true
  const waves = (async () => {
    while (on) {
      wave()
      await sleep(waveGapMs)
    }
  })()
  loops = Promise.all([waves, delayedDeliveries(), retries()])
}

/** Fault 4's recovery: when every delayed event has been acknowledged (null if not within `timeoutMs`). */
export async function lateEventsAcknowledged(timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if ([...delayed].every(([event, plan]) => plan.started && event.delivered)) return Date.now()
    await sleep(500)
  }
  return null
}

/**
 * The end of the traffic: no more waves; every family finishes, delayed events are delivered now,
 * and Stripe and staff retry until everything is acknowledged (six rounds at most).
 */
export async function settlePayments() {
  on = false
  await loops
  while (pending.size > 0 || running.size > 0) await Promise.allSettled([...pending, ...running])
  for (let round = 1; round <= 6; round++) {
    const undelivered = events.filter((event) => !event.delivered)
    const cancels = [...bookings.values()].filter(
      (booking) => booking.behaviour === 'staffCancel' && !booking.cancel?.done && succeededEventOf(booking)?.delivered,
    )
    if (undelivered.length + cancels.length === 0) return
    log(
      `final redelivery round ${round}: ${undelivered.length} event(s) Stripe retries, ${cancels.length} staff cancel(s) retried or started`,
    )
    await Promise.all([
      ...undelivered.map((event) => deliver(event, 'final redelivery')),
      ...cancels.map((booking) => staffCancel(booking, booking.cancel ? 'retry' : 'first')),
    ])
    await sleep(1000 * round)
  }
}
