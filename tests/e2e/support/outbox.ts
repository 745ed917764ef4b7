import { expect, type APIRequestContext } from '@playwright/test'
import { adminHeaders } from './staff'

export type OutboxMail = { subject: string; text: string }

/** Works the e-mail queue (the admin-only GET /api/jobs/run) and reads the outbox until a matching message arrives. */
export async function waitForMail(request: APIRequestContext, to: string, subject: RegExp): Promise<OutboxMail> {
  const headers = await adminHeaders(request)
  let found: OutboxMail | undefined
  await expect
    .poll(
      async () => {
        await request.get('/api/jobs/run?queue=emails', { headers })
        const response = await request.get(`/api/email-outbox?where[to][equals]=${encodeURIComponent(to)}&limit=20&sort=-createdAt`, {
          headers,
        })
        const { docs } = (await response.json()) as { docs: OutboxMail[] }
        found = docs.find((mail) => subject.test(mail.subject))
        return Boolean(found)
      },
      { timeout: 30_000 },
    )
    .toBe(true)
  return found!
}

/** The 6-digit code from the newest verification e-mail ("123456 is your <venue> code"). */
export async function verificationCode(request: APIRequestContext, email: string): Promise<string> {
  const mail = await waitForMail(request, email, /^\d{6} is your .* code$/)
  return mail.subject.slice(0, 6)
}
