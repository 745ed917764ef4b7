import type { Payload } from 'payload'
import { expect } from 'vitest'
import { workQueue } from './jobs'
import { fromClient } from './clientAddress'
import { rest } from './payload'

let clientCounter = 0
/** A client address of its own, so one test's rate limits never reach another's. */
export function newClient(): Record<string, string> {
  clientCounter += 1
  return fromClient(`198.51.100.${clientCounter % 250}-${Date.now()}-${clientCounter}`)
}

/** The newest code e-mailed to the address (sent through the e-mail queue into the outbox). */
export async function lastCodeSentTo(payload: Payload, email: string): Promise<string> {
  await workQueue(payload, 'emails')
  const { docs } = await payload.find({
    collection: 'email-outbox',
    where: { to: { equals: email } },
    sort: '-createdAt',
    limit: 10,
    overrideAccess: true,
  })
  const message = docs.find((doc) => /^\d{6} is your /.test(doc.subject))
  if (!message) throw new Error(`no code was e-mailed to ${email}`)
  return message.subject.slice(0, 6)
}

/** Proves control of the address the way a browser does; returns the Cookie header to send afterwards. */
export async function verifiedCookie(payload: Payload, email: string, client: Record<string, string> = newClient()): Promise<string> {
  const requested = await rest('POST', 'email-verification/request', { body: { email }, headers: client })
  expect(requested.status, JSON.stringify(requested.json)).toBe(202)
  const code = await lastCodeSentTo(payload, email)
  const confirmed = await rest('POST', 'email-verification/confirm', { body: { email, code }, headers: client })
  expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200)
  const setCookie = confirmed.headers.get('set-cookie') ?? ''
  return setCookie.split(';')[0]!
}

/** An address no other test uses, so a test can filter by what it created. */
export const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@test.example`
