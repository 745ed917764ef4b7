// A local fake of the few Stripe HTTP endpoints the provider uses (payment intents and refunds),
// answered in Stripe's own shapes so the real `stripe` SDK talks to it unchanged. It keeps Stripe's
// idempotency-key behaviour and refuses what Stripe refuses (refunding an unpaid intent, cancelling
// a succeeded one). Tests move intents on with `succeed`/`fail` and sign events with the SDK's
// `generateTestHeaderString`. The integration tests (through vitest) and the crash-safety bench
// (plain `node`, which on Node 20 cannot load TypeScript) share this one file; its types are in
// fakeStripe.d.mts beside it. In the bench it lives in the bench's own process, so it outlives the
// app server being killed, and its state is the ground truth of what "Stripe" charged and refunded.
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import Stripe from 'stripe'

const id = (prefix) => `${prefix}_${randomBytes(12).toString('hex')}`

/** The receipt page Stripe would give a charge. */
export const receiptUrlOf = (chargeId) => `https://pay.stripe.com/receipts/test/${chargeId}`

/** `a[b]=1&c[0]=x` into `{ a: { b: '1' }, c: { 0: 'x' } }`, as Stripe reads form bodies. */
function parseForm(body) {
  const result = {}
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]/).filter(Boolean)
    let node = result
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value
      else node = node[part] ??= {}
    })
  }
  return result
}

const listOf = (value) => (value && typeof value === 'object' ? Object.values(value) : [])

const stripeError = (status, message, code = 'invalid_request') => ({
  status,
  body: { error: { type: 'invalid_request_error', code, message } },
})

/** Starts the fake on a free port of 127.0.0.1 (its types: fakeStripe.d.mts). */
export async function startFakeStripe(webhookSecret) {
  const intents = new Map()
  const refunds = []
  const requests = []
  const idempotent = new Map()
  let failures = 0
  const signer = new Stripe('sk_test_signer')

  function route(method, path, form) {
    if (method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(form.amount)
      if (!Number.isInteger(amount) || amount < 30) return stripeError(400, 'Amount must be at least 30 pence', 'amount_too_small')
      const intentId = id('pi')
      const intent = {
        id: intentId,
        object: 'payment_intent',
        amount,
        amount_received: 0,
        currency: String(form.currency),
        status: 'requires_payment_method',
        client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
        metadata: form.metadata ?? {},
        description: typeof form.description === 'string' ? form.description : null,
        receipt_email: typeof form.receipt_email === 'string' ? form.receipt_email : null,
        payment_method_types: listOf(form.allowed_payment_method_types ?? form.payment_method_types),
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        latest_charge: null,
      }
      intents.set(intentId, intent)
      return { status: 200, body: intent }
    }
    const intentMatch = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path)
    if (intentMatch) {
      const intent = intents.get(intentMatch[1])
      if (!intent) return stripeError(404, `No such payment_intent: '${intentMatch[1]}'`, 'resource_missing')
      if (method === 'GET' && !intentMatch[2]) {
        if (intent.latest_charge && listOf(form.expand).includes('latest_charge')) {
          return {
            status: 200,
            body: {
              ...intent,
              latest_charge: { id: intent.latest_charge, object: 'charge', receipt_url: receiptUrlOf(intent.latest_charge) },
            },
          }
        }
        return { status: 200, body: intent }
      }
      if (method === 'POST' && intentMatch[2]) {
        if (intent.status === 'succeeded' || intent.status === 'processing') {
          return stripeError(
            400,
            `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
            'payment_intent_unexpected_state',
          )
        }
        intent.status = 'canceled'
        return { status: 200, body: intent }
      }
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(String(form.payment_intent))
      if (!intent) return stripeError(404, `No such payment_intent: '${String(form.payment_intent)}'`, 'resource_missing')
      if (intent.status !== 'succeeded')
        return stripeError(400, 'This PaymentIntent does not have a successful charge to refund.', 'charge_not_refundable')
      const already = refunds.filter((refund) => refund.payment_intent === intent.id).reduce((sum, refund) => sum + refund.amount, 0)
      const amount = form.amount === undefined ? intent.amount_received - already : Number(form.amount)
      if (amount <= 0 || already + amount > intent.amount_received)
        return stripeError(400, 'Refund amount is greater than unrefunded amount on charge', 'amount_too_large')
      const refund = {
        id: id('re'),
        object: 'refund',
        amount,
        payment_intent: intent.id,
        status: 'succeeded',
        currency: intent.currency,
        created: Math.floor(Date.now() / 1000),
      }
      refunds.push(refund)
      return { status: 200, body: refund }
    }
    return stripeError(404, `Unrecognized request URL (${method}: ${path})`)
  }

  const server = createServer((request, response) => {
    let raw = ''
    request.setEncoding('utf8')
    request.on('data', (chunk) => (raw += chunk))
    request.on('end', () => {
      const method = request.method ?? 'GET'
      const path = (request.url ?? '/').split('?')[0]
      const idempotencyKey = request.headers['idempotency-key'] ?? null
      // A GET's parameters come in the query string (expand[0]=...), a POST's in the form body.
      const form = parseForm(method === 'GET' ? ((request.url ?? '').split('?')[1] ?? '') : raw)
      const recorded = { method, path, idempotencyKey, form, at: Date.now() }
      requests.push(recorded)
      let answer
      if (!/^Bearer sk_test_/.test(request.headers.authorization ?? ''))
        answer = stripeError(401, 'Invalid API Key provided', 'api_key_invalid')
      else if (failures > 0) {
        failures -= 1
        answer = { status: 500, body: { error: { type: 'api_error', message: 'Fake Stripe is down' } } }
      } else if (method === 'POST' && idempotencyKey && idempotent.has(`${path} ${idempotencyKey}`))
        answer = idempotent.get(`${path} ${idempotencyKey}`)
      else {
        answer = route(method, path, form)
        if (method === 'POST' && idempotencyKey && answer.status < 500) idempotent.set(`${path} ${idempotencyKey}`, answer)
      }
      recorded.status = answer.status
      response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': id('req') })
      response.end(JSON.stringify(answer.body))
    })
  })
  // The app's Stripe SDK keeps connections alive and, pointed at a fake (STRIPE_API_BASE), makes
  // no network retries. Node closes an idle server connection after 5 s, so a request sent on a
  // connection at the moment it closes fails with ECONNRESET: a hiccup of this fake, not of
  // Stripe, which the bench must not count against the app. Keep idle connections much longer.
  server.keepAliveTimeout = 10 * 60_000
  server.headersTimeout = 10 * 60_000 + 1000
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()

  const move = (intentId, status) => {
    const intent = intents.get(intentId)
    if (!intent) throw new Error(`fake Stripe has no intent ${intentId}`)
    intent.status = status
    if (status === 'succeeded') {
      intent.amount_received = intent.amount
      intent.latest_charge ??= id('ch')
    }
    return intent
  }

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    intents,
    refunds,
    requests,
    failNextRequests: (n) => (failures = n),
    succeed: (intentId) => move(intentId, 'succeeded'),
    fail: (intentId) => move(intentId, 'requires_payment_method'),
    event(type, intent, options = {}) {
      const eventId = options.id ?? id('evt')
      const payload = JSON.stringify({
        id: eventId,
        object: 'event',
        api_version: '2025-01-27.acacia',
        created: options.created ?? Math.floor(Date.now() / 1000),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: { ...intent } },
      })
      return { id: eventId, payload }
    },
    sign: (payload, options = {}) =>
      signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? webhookSecret, timestamp: options.timestamp }),
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}

const STRIPE_ENV = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE']

/**
 * Starts the fake and points the app's Stripe settings at it, for a test file that loads the
 * config afterwards (the config reads the environment once). Closing it also removes those
 * settings, so a worker that runs another file next does not find Stripe configured.
 */
export async function startFakeStripeForApp(webhookSecret) {
  const stripe = await startFakeStripe(webhookSecret)
  process.env.STRIPE_SECRET_KEY = 'sk_test_fake_stripe'
  process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_fake_stripe'
  process.env.STRIPE_WEBHOOK_SECRET = webhookSecret
  process.env.STRIPE_API_BASE = stripe.url
  const close = stripe.close
  stripe.close = async () => {
    for (const name of STRIPE_ENV) delete process.env[name]
    await close()
  }
  return stripe
}
