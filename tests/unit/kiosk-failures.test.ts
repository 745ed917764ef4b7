import { describe, expect, it } from 'vitest'
import {
  failureNotice,
  failureReason,
  FAILURE_WORDS,
  isAtWrongAddress,
  isRenewalRefused,
  isSignedOut,
  NO_CONNECTION_REASON,
  wrongAddressNotice,
} from '@/components/kiosk/kioskFailure'
import { signInRefusal } from '@/components/kiosk/signIn'
import { ApiError } from '@/lib/http/apiRequest'

/** A failed call as apiRequest and kioskWrite throw it: "<status>: <body>". */
const answered = (status: number, body: unknown) => {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  return new ApiError(status, `${status}: ${text}`, text)
}
const ours = (status: number, code: string, message: string) => answered(status, { error: { code, message } })

describe("the kiosk's failure messages", () => {
  it("use the seed's titles and sentences for each call (001 §8)", () => {
    expect(FAILURE_WORDS.search).toEqual({ title: 'Search Error', message: 'Unable to search tickets. Please try again or contact staff.' })
    expect(FAILURE_WORDS.checkIn).toEqual({
      title: 'Check-In Failed',
      message: 'Unable to complete check-in. Please contact staff for assistance.',
    })
    expect(FAILURE_WORDS.walkIn).toEqual({ title: 'Error', message: 'Failed to create walk-in customer. Please try again.' })
    expect(FAILURE_WORDS.checkOut.title).toBe('Checkout Error')
  })

  it("add the server's own reason from its error body, for a refusal and for a 5xx", () => {
    const refused = ours(409, 'not_today', 'This ticket is for Friday 27 November, not today.')
    expect(failureNotice('checkIn', refused)).toEqual({
      ...FAILURE_WORDS.checkIn,
      detail: 'This ticket is for Friday 27 November, not today.',
    })
    expect(failureReason(ours(429, 'too_many_searches', 'Too many searches from this tablet.'))).toBe('Too many searches from this tablet.')
    expect(failureReason(ours(500, 'internal', 'Something went wrong.'))).toBe('Something went wrong. (error 500)')
    // Payload's own shape, when an answer lacks ours.
    expect(failureReason(answered(403, { errors: [{ message: 'You are not allowed to perform this action.' }] }))).toBe(
      'You are not allowed to perform this action.',
    )
  })

  it('say what the status means when the body has no reason (a proxy page, an empty body)', () => {
    expect(failureReason(answered(500, 'Internal Server Error'))).toBe('The server could not complete this. (error 500)')
    expect(failureReason(answered(429, ''))).toMatch(/Too many requests/)
    expect(failureReason(answered(418, '<html>teapot</html>'))).toBe('The server refused this (error 418).')
  })

  it('say plainly when the call got no answer at all', () => {
    expect(failureReason(new TypeError('Failed to fetch'))).toBe(NO_CONNECTION_REASON)
    // A gateway answering for a server it cannot reach is no answer from ours either.
    expect(failureReason(answered(503, 'Service Unavailable'))).toBe(NO_CONNECTION_REASON)
    expect(failureNotice('search', new TypeError('Load failed'))).toEqual({ ...FAILURE_WORDS.search, detail: NO_CONNECTION_REASON })
  })

  it('say an unreadable answer is one (a 200 that is not JSON)', () => {
    expect(failureReason(new SyntaxError('Unexpected token <'))).toMatch(/could not be read/)
  })
})

describe('a signed-out tablet', () => {
  it('is any kiosk call answered 401; other refusals are shown, not taken for a sign-out', () => {
    expect(isSignedOut(ours(401, 'kiosk_sign_in_required', 'This tablet is not signed in.'))).toBe(true)
    expect(isSignedOut(answered(401, ''))).toBe(true)
    expect(isSignedOut(ours(403, 'forbidden', 'No'))).toBe(false)
    expect(isSignedOut(ours(409, 'ticket_used', 'Used'))).toBe(false)
    expect(isSignedOut(new TypeError('Failed to fetch'))).toBe(false)
  })

  it("is a refused session renewal: Payload's refresh-token answers 403 when it accepts no session", () => {
    expect(isRenewalRefused(answered(403, { errors: [{ message: 'You are not allowed to perform this action.' }] }))).toBe(true)
    expect(isRenewalRefused(answered(401, ''))).toBe(true)
    expect(isRenewalRefused(answered(500, ''))).toBe(false)
    expect(isRenewalRefused(new TypeError('Failed to fetch'))).toBe(false)
  })

  it('is told when the page is at an address whose cookies the server ignores, and where to go instead', () => {
    const server = { serverUrl: 'https://play.example', allowedOrigins: ['https://play.example'] }
    expect(isAtWrongAddress('https://play.example', server)).toBe(false)
    expect(isAtWrongAddress('http://192.168.1.20:3000', server)).toBe(true)
    // Payload enforces nothing with an empty list.
    expect(isAtWrongAddress('http://192.168.1.20:3000', { serverUrl: 'https://play.example', allowedOrigins: [] })).toBe(false)
    const notice = wrongAddressNotice('http://192.168.1.20:3000', server)
    expect(notice.title).toBe('Wrong Address')
    expect(notice.message).toContain('http://192.168.1.20:3000')
    expect(notice.detail).toContain('https://play.example/check-in')
    expect(notice.detail).toContain('SERVER_URL')
  })

  it('signing in again: a disabled device is told so, not that its password is wrong', () => {
    expect(signInRefusal(answered(403, { errors: [{ message: 'You are not allowed to perform this action.' }] })).message).toMatch(
      /disabled/,
    )
    expect(signInRefusal(answered(401, { errors: [{ message: 'The email or password provided is incorrect.' }] })).message).toBe(
      'Incorrect username or password',
    )
    expect(signInRefusal(new TypeError('Failed to fetch')).title).toBe('Sign-in Error')
  })
})
