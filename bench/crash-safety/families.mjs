import { asAdmin, request, run } from './context.mjs'
import { behaviours, between, chance, perWave, pick, slots } from './settings.mjs'
import { log, sleep } from './log.mjs'

// Bookings, payments and webhooks, as recorded by the families and by "Stripe"
export const inflight = { bookings: 0, webhooks: 0, cancels: 0, queues: new Set() }
export const counts = {
  bookingRequests: 0,
  created: 0,
  full: 0,
  networkFailed: 0,
  otherStatus: {},
  webhookAttempts: 0,
  webhookNetworkFailed: 0,
  webhookStatus: {},
}
/** @type {Map<number, any>} bookingId -> what the bench knows */
export const bookings = new Map()
/** Every event "Stripe" created, with every delivery attempt. */
export const events = []
/** Family and staff actions still running (their timers fire even while the server is down). */
export const pending = new Set()
const track = (promise) => {
  pending.add(promise)
  promise.finally(() => pending.delete(promise))
  return promise
}

// The bench's event day, and what one adult with one or two children costs on it (pence).
export let date = ''
export const prices = new Map()
export function setEventDay(day) {
  date = day
}
function bookingBody(index, slot, children, email) {
  return {
    customerName: `Crash Family ${index}`,
    customerEmail: email,
    customerPhone: '07700 900123',
    selectedDate: date,
    selectedTime: slot.start,
    specialRequests: '',
    agreeToTerms: true,
    ticketQuantities: { 'child-1-12': children, adult: 1 },
    totalAmount: (prices.get(children) ?? 0) / 100,
    loyaltyOptIn: true,
  }
}

export async function priceOf(children) {
  // A wrong total is refused with the server's own total (409 price_changed), and holds nothing.
  const answer = await request('POST', '/api/create-booking-payment', {
    body: { ...bookingBody(0, slots[0], children, 'price-probe@bench.example'), totalAmount: 0 },
  })
  const pence = answer.json?.error?.currentTotalPence
  if (answer.status !== 409 || !Number.isInteger(pence))
    throw new Error(`price probe answered ${answer.status}: ${answer.text.slice(0, 200)}`)
  return pence
}

let requestIndex = 0
export async function book(slot, children, phase, behaviour) {
  const index = ++requestIndex
  const email = `family-${run.runId}-${index}@bench.example`
  counts.bookingRequests += 1
  inflight.bookings += 1
  let answer
  try {
    answer = await request('POST', '/api/create-booking-payment', { body: bookingBody(index, slot, children, email) })
  } catch {
    counts.networkFailed += 1
    return null
  } finally {
    inflight.bookings -= 1
  }
  if (answer.status === 409 && answer.json?.error?.code === 'slot_full') {
    counts.full += 1
    return null
  }
  if (answer.status !== 201) {
    counts.otherStatus[answer.status] = (counts.otherStatus[answer.status] ?? 0) + 1
    log(`booking ${index} answered ${answer.status}: ${answer.text.slice(0, 200)}`)
    return null
  }
  counts.created += 1
  const created = {
    bookingId: answer.json.bookingId,
    reference: answer.json.reference,
    intentId: String(answer.json.clientSecret).split('_secret_')[0],
    slot: slot.start,
    children,
    amountPence: answer.json.finalAmount,
    email,
    phase,
    behaviour: behaviour ?? pick(behaviours),
    holdExpiresAt: answer.json.holdExpiresAt,
    cancel: null,
  }
  bookings.set(created.bookingId, created)
  track(actFor(created))
  return created
}

function newEvent(type, intent, booking, options = {}) {
  const event = {
    ...run.stripe.event(type, intent, { created: options.created }),
    type,
    bookingId: booking.bookingId,
    heldBack: Boolean(options.heldBack),
    attempts: [],
    delivered: false,
  }
  events.push(event)
  return event
}

export async function deliver(event, why) {
  const attempt = { at: Date.now(), why }
  event.attempts.push(attempt)
  counts.webhookAttempts += 1
  inflight.webhooks += 1
  try {
    // Stripe signs every attempt afresh (the signature carries the time of sending).
    const answer = await request('POST', '/api/payments/stripe/webhook', {
      body: event.payload,
      headers: { 'stripe-signature': run.stripe.sign(event.payload) },
    })
    attempt.status = answer.status
    attempt.outcome = answer.json?.outcome
    counts.webhookStatus[answer.status] = (counts.webhookStatus[answer.status] ?? 0) + 1
    if (answer.status >= 200 && answer.status < 300) event.delivered = true
    return answer
  } catch (error) {
    attempt.error = error.code ?? error.message
    counts.webhookNetworkFailed += 1
    return null
  } finally {
    inflight.webhooks -= 1
  }
}

export async function staffCancel(booking, why) {
  const attempt = { at: Date.now(), why }
  booking.cancel ??= { attempts: [] }
  booking.cancel.attempts.push(attempt)
  inflight.cancels += 1
  try {
    const answer = await request('POST', `/api/bookings/${booking.bookingId}/cancel`, {
      body: { refund: true, reason: 'crash-safety bench' },
      headers: asAdmin(),
    })
    attempt.status = answer.status
    attempt.body = answer.json
    // 200: cancelled now; 409: already cancelled by an earlier attempt whose answer was lost.
    if (answer.status === 200 || answer.status === 409) booking.cancel.done = true
  } catch (error) {
    attempt.error = error.code ?? error.message
  } finally {
    inflight.cancels -= 1
  }
}

/** What the family (and Stripe, and staff) do after the booking was created. */
async function actFor(booking) {
  await sleep(between(300, 2500))
  const intent = run.stripe.intents.get(booking.intentId)
  if (!intent) throw new Error(`the fake has no intent ${booking.intentId} for booking ${booking.bookingId}`)
  if (booking.behaviour === 'abandon') return
  if (booking.behaviour === 'decline') {
    const failed = newEvent('payment_intent.payment_failed', run.stripe.fail(booking.intentId), booking)
    await deliver(failed, 'first')
    if (chance(0.5)) {
      await sleep(between(200, 2000))
      await deliver(failed, 'duplicate')
    }
    return
  }
  // An earlier declined attempt, whose event Stripe will deliver after the success (out of order).
  const declinedFirst =
    booking.behaviour === 'pay' && chance(0.35)
      ? newEvent('payment_intent.payment_failed', { ...intent, status: 'requires_payment_method' }, booking, {
          created: Math.floor(Date.now() / 1000) - 30,
        })
      : null
  const succeeded = newEvent('payment_intent.succeeded', run.stripe.succeed(booking.intentId), booking, {
    heldBack: booking.behaviour === 'late',
  })
  if (booking.behaviour === 'late') return
  await deliver(succeeded, 'first')
  const extra = []
  if (chance(0.5)) extra.push(sleep(between(200, 3000)).then(() => deliver(succeeded, 'duplicate')))
  if (chance(0.25)) extra.push(sleep(between(200, 3000)).then(() => deliver(succeeded, 'duplicate')))
  if (declinedFirst) extra.push(sleep(between(100, 1500)).then(() => deliver(declinedFirst, 'out of order')))
  if (booking.behaviour === 'staffCancel' && succeeded.delivered)
    extra.push(sleep(between(200, 1500)).then(() => staffCancel(booking, 'first')))
  await Promise.all(extra)
}

export async function fireWave(wave, phase) {
  const requests = []
  for (let i = 0; i < perWave; i++) requests.push(book(slots[between(0, slots.length - 1)], between(1, 2), phase))
  return Promise.all(requests)
}
