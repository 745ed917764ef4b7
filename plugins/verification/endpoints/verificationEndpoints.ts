import type { Endpoint } from 'payload'
import { z } from 'zod'
import { clientKey } from '@/lib/http/clientKey'
import { endpointSchemas } from '@/lib/http/endpointSchemas'
import { jsonError, readJsonBody } from '@/lib/http/requestBody'
import { emailSchema } from '../domain/emailAddress'
import type { CodeConfirmedAnswer, CodeRequestedAnswer, VerificationSessionAnswer } from '../domain/verificationAnswers'
import { setCookieHeader, verifiedToken } from '../domain/verifiedCookie'
import { confirmCode } from '../operations/confirmCode'
import { requestCode } from '../operations/requestCode'
import { verifiedAddress } from '../operations/verifiedEmail'
import { VERIFIED_EMAIL_COOKIE, type SanitizedVerificationOptions } from '../types'

export const requestCodeSchema = z.object({ email: emailSchema })
export const confirmCodeSchema = z.object({
  email: emailSchema,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from the e-mail'),
})

export const tooManyRequests = (retryAfterSeconds: number): Response =>
  Response.json(
    {
      error: {
        code: 'too_many_requests',
        message: `Too many tries. Please wait ${Math.ceil(retryAfterSeconds / 60)} minutes and try again.`,
      },
    },
    { status: 429, headers: { 'retry-after': String(retryAfterSeconds) } },
  )

type Options = SanitizedVerificationOptions & { siteUrl: string }

/** POST /api/email-verification/request: e-mails a code to any address, with the same answer for all. */
export const requestCodeEndpoint = (options: Options): Endpoint => ({
  path: '/email-verification/request',
  method: 'post',
  custom: endpointSchemas({ body: requestCodeSchema }),
  handler: async (req) => {
    const body = await readJsonBody(req, requestCodeSchema)
    if (!body.ok) return body.response
    const result = await requestCode(req, options, { email: body.data.email, clientKey: clientKey(req.headers, options.secret) })
    if (result.status === 'rate_limited') return tooManyRequests(result.retryAfterSeconds)
    return Response.json({ sent: true, expiresInSeconds: result.expiresInSeconds } satisfies CodeRequestedAnswer, { status: 202 })
  },
})

/** POST /api/email-verification/confirm: a right code earns the browser a short-lived, httpOnly proof of the address. */
export const confirmCodeEndpoint = (options: Options): Endpoint => ({
  path: '/email-verification/confirm',
  method: 'post',
  custom: endpointSchemas({ body: confirmCodeSchema }),
  handler: async (req) => {
    const body = await readJsonBody(req, confirmCodeSchema)
    if (!body.ok) return body.response
    const result = await confirmCode(req, options, { ...body.data, clientKey: clientKey(req.headers, options.secret) })
    switch (result.status) {
      case 'rate_limited':
        return tooManyRequests(result.retryAfterSeconds)
      case 'expired':
        return jsonError(410, 'code_expired', 'This code has expired or been used. Please ask for a new one.')
      case 'invalid_code':
        return Response.json(
          {
            error: {
              code: 'invalid_code',
              message: `That code is not right. ${result.attemptsLeft} ${result.attemptsLeft === 1 ? 'try' : 'tries'} left.`,
              attemptsLeft: result.attemptsLeft,
              fields: { code: 'That code is not right' },
            },
          },
          { status: 400 },
        )
      case 'verified': {
        const expiresAt = new Date(Date.now() + options.sessionMinutes * 60_000)
        const cookie = setCookieHeader(VERIFIED_EMAIL_COOKIE, verifiedToken(options.secret, body.data.email, expiresAt), {
          maxAgeSeconds: options.sessionMinutes * 60,
          secure: options.secureCookie,
        })
        return Response.json({ verified: true, email: body.data.email, expiresAt: expiresAt.toISOString() } satisfies CodeConfirmedAnswer, {
          headers: { 'set-cookie': cookie, 'cache-control': 'no-store' },
        })
      }
    }
  },
})

/** GET /api/email-verification/session: which address, if any, this browser has verified. */
export const verificationSessionEndpoint: Endpoint = {
  path: '/email-verification/session',
  method: 'get',
  handler: async (req) => {
    const verified = verifiedAddress(req)
    return Response.json(
      { email: verified?.email ?? null, expiresAt: verified?.expiresAt.toISOString() ?? null } satisfies VerificationSessionAnswer,
      { headers: { 'cache-control': 'no-store' } },
    )
  },
}

/** POST /api/email-verification/sign-out: forgets the verified address (a shared tablet, a family computer). */
export const verificationSignOutEndpoint = (options: Options): Endpoint => ({
  path: '/email-verification/sign-out',
  method: 'post',
  handler: async () =>
    Response.json(
      { email: null },
      { headers: { 'set-cookie': setCookieHeader(VERIFIED_EMAIL_COOKIE, '', { maxAgeSeconds: 0, secure: options.secureCookie }) } },
    ),
})
