import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { VERIFIED_EMAIL_COOKIE } from '@plugins/verification/types'
import { seed } from '@/seed/seed'
import { bookingBody, ordinaryDay } from '../helpers/booking'
import { rest, testPayload } from '../helpers/payload'
import { newClient, uniqueEmail, verifiedCookie } from '../helpers/verification'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
})

/** Values a client can put in the verified-address cookie that are not valid percent-encoding (issue 25). */
const MALFORMED = ['%ZZ', '%E0%A4%A', '%', 'a%2']

const get = (path: string, cookie?: string) =>
  rest('GET', path, { headers: { ...(cookie === undefined ? {} : { cookie }), ...newClient() } })

describe('a verified-address cookie that is not valid percent-encoding counts as no cookie', () => {
  it.each(MALFORMED)('GET /api/session-credits with %s answers as to a stranger', async (value) => {
    const path = `session-credits?email=${encodeURIComponent(uniqueEmail('bad-cookie'))}`
    const answer = await get(path, `${VERIFIED_EMAIL_COOKIE}=${value}`)
    expect(answer.status, answer.text).toBe(200)
    expect(answer.json).toEqual((await get(path)).json)
    expect(answer.json).toMatchObject({ verified: false, totalActiveCredits: 0 })
  })

  it.each(MALFORMED)('GET /api/loyalty/member/:email with %s asks for verification', async (value) => {
    const answer = await get(`loyalty/member/${encodeURIComponent(uniqueEmail('bad-cookie'))}`, `${VERIFIED_EMAIL_COOKIE}=${value}`)
    expect(answer.status, answer.text).toBe(401)
    expect(answer.json).toMatchObject({ error: { code: 'verification_required' } })
  })

  it.each(MALFORMED)('GET /api/email-verification/session with %s has no address', async (value) => {
    const answer = await get('email-verification/session', `${VERIFIED_EMAIL_COOKIE}=${value}`)
    expect(answer.status, answer.text).toBe(200)
    expect(answer.json).toEqual({ email: null, expiresAt: null })
  })

  it('POST /api/create-booking-payment with one books as a stranger', async () => {
    const body = bookingBody({ customerEmail: uniqueEmail('bad-cookie'), selectedDate: await ordinaryDay(payload) })
    const answer = await rest('POST', 'create-booking-payment', {
      body,
      headers: { cookie: `${VERIFIED_EMAIL_COOKIE}=%ZZ`, ...newClient() },
    })
    expect(answer.status, answer.text).toBe(201)
    expect(answer.json).toMatchObject({ sessionCreditsUsed: 0 })
  })

  it('a good proof still counts beside malformed cookies, and a malformed copy of it does not hide it', async () => {
    const email = uniqueEmail('good-cookie')
    const proof = await verifiedCookie(payload, email)
    for (const cookie of [`other=%ZZ; ${proof}`, `${VERIFIED_EMAIL_COOKIE}=%ZZ; ${proof}`]) {
      const answer = await get('email-verification/session', cookie)
      expect(answer.json, cookie).toMatchObject({ email })
    }
  })
})
