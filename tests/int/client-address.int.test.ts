import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { seed } from '@/seed/seed'
import { bookingBody, ordinaryDay } from '../helpers/booking'
import { startFrontServer } from '../helpers/frontServer'
import { testPayload } from '../helpers/payload'

// Every per-client limit at 3 for this file (the config reads the environment once, when it loads).
vi.hoisted(() => {
  Object.assign(process.env, {
    BOOKING_MAX_LIVE_HOLDS_PER_CLIENT: '3',
    BOOKING_MAX_LIVE_HOLDS_PER_ADDRESS: '100',
    INQUIRY_MAX_PER_CLIENT: '3',
    INQUIRY_MAX_PER_ADDRESS: '100',
    VERIFY_MAX_CODES_PER_CLIENT: '3',
    VERIFY_MAX_LOOKUPS_PER_CLIENT: '3',
    VERIFY_MAX_LOOKUPS_PER_ADDRESS: '100',
    CREDITS_MAX_PURCHASES_PER_CLIENT: '3',
  })
})

let payload: Payload
let direct: Awaited<ReturnType<typeof startFrontServer>>
let behindProxy: Awaited<ReturnType<typeof startFrontServer>>
let date: string

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
  date = await ordinaryDay(payload)
  direct = await startFrontServer(0)
  behindProxy = await startFrontServer(1)
})
afterAll(async () => {
  await direct?.close()
  await behindProxy?.close()
})

let spoof = 0
/** What a script writes to look like a new client each time: a fresh X-Forwarded-For, and a forged address header. */
function spoofedHeaders(): Record<string, string> {
  spoof += 1
  return {
    'content-type': 'application/json',
    'x-forwarded-for': `192.0.2.${spoof % 250}, 10.0.0.${spoof % 250}`,
    'x-real-ip': `192.0.2.${spoof % 250}`,
    'x-playcentre-client': `192.0.2.${spoof % 250};${'0'.repeat(32)}`,
  }
}

const unique = (label: string, index: number) => `${label}-${Date.now()}-${index}@test.example`

type Call = { method: 'GET' | 'POST'; path: string; body?: (index: number) => unknown }
const limited: Record<string, Call> = {
  'unpaid holds': {
    method: 'POST',
    path: '/api/create-booking-payment',
    body: (index) => bookingBody({ customerEmail: unique('hold', index), selectedDate: date }),
  },
  'contact messages': {
    method: 'POST',
    path: '/api/contact',
    body: (index) => ({
      name: 'Sam Parent',
      email: unique('contact', index),
      phone: '07700 900123',
      inquiryType: 'general',
      message: 'Hello there',
    }),
  },
  'e-mail codes': { method: 'POST', path: '/api/email-verification/request', body: (index) => ({ email: unique('code', index) }) },
  'credit lookups': { method: 'GET', path: '/api/session-credits?email=someone%40test.example' },
  'credit purchases': {
    method: 'POST',
    path: '/api/session-credits/purchase',
    body: (index) => ({ customerName: 'Sam Parent', customerEmail: unique('pack', index), customerPhone: '07700 900123' }),
  },
}

async function send(baseUrl: string, call: Call, index: number, headers: Record<string, string>): Promise<number> {
  const response = await fetch(`${baseUrl}${call.path}`, {
    method: call.method,
    headers,
    body: call.body ? JSON.stringify(call.body(index)) : undefined,
  })
  await response.arrayBuffer()
  return response.status
}

describe('the client address comes from the socket, never from what the client writes', () => {
  for (const [name, call] of Object.entries(limited)) {
    it(`spoofed forwarding headers do not escape the per-client limit on ${name}`, async () => {
      const statuses: number[] = []
      for (let index = 0; index < 5; index++) statuses.push(await send(direct.url, call, index, spoofedHeaders()))
      expect(statuses.slice(0, 3).every((status) => status < 300)).toBe(true)
      expect(statuses.slice(3)).toEqual([429, 429])
    })
  }

  it('behind one trusted proxy, the right-most X-Forwarded-For hop is the client, whatever the client wrote before it', async () => {
    const hold = async (forwardedFor: string, index: number) => {
      const response = await fetch(`${behindProxy.url}/api/create-booking-payment`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        body: JSON.stringify(bookingBody({ customerEmail: unique('proxied', index), selectedDate: date })),
      })
      return { status: response.status, json: (await response.json()) as { bookingId?: number } }
    }
    const sameClient = [await hold('6.6.6.1, 203.0.113.50', 1), await hold('6.6.6.2, 203.0.113.50', 2), await hold('203.0.113.50', 3)]
    expect(sameClient.map((answer) => answer.status)).toEqual([201, 201, 201])
    expect((await hold('6.6.6.4, 203.0.113.50', 4)).status).toBe(429)
    const other = await hold('203.0.113.50, 203.0.113.51', 5)
    expect(other.status).toBe(201)

    const keys = await Promise.all(
      [...sameClient, other].map(
        async ({ json }) =>
          (await payload.findByID({ collection: 'bookings', id: json.bookingId!, overrideAccess: true, showHiddenFields: true })).clientKey,
      ),
    )
    expect(new Set(keys.slice(0, 3)).size).toBe(1)
    expect(keys[3]).not.toBe(keys[0])
  })

  it('answers a path that is not valid percent-encoding with 400: JSON for the API, a page for the site', async () => {
    const api = await fetch(`${direct.url}/api/bookings/%ZZ`)
    expect(api.status).toBe(400)
    expect(await api.json()).toMatchObject({ error: { code: 'malformed_path' } })
    const page = await fetch(`${direct.url}/menu/%E0%A4%A`)
    expect(page.status).toBe(400)
    expect(page.headers.get('content-type')).toContain('text/html')
  })
})
