import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { seed } from '@/seed/seed'
import { rest, testPayload } from '../helpers/payload'
import { workQueue } from '../helpers/jobs'
import { fromClient } from '../helpers/clientAddress'

let payload: Payload
let client = 0
/** Each test posts from its own client address, so the per-client limit never leaks between tests. */
const fromNewClient = () => fromClient(`198.51.100.${++client}`)

const valid = {
  name: 'Sam Parent',
  email: 'sam@test.example',
  phone: '07700 900123',
  inquiryType: 'group',
  message: 'Do you take school groups?',
}

async function inquiriesFrom(email: string) {
  return payload.find({ collection: 'inquiries', where: { email: { equals: email } }, overrideAccess: true })
}

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload, '2026-11-22')
})

describe('POST /api/contact', () => {
  it('stores the message, e-mails the venue and acknowledges the sender', async () => {
    const email = 'contact-ok@test.example'
    const { status, json } = await rest('POST', 'contact', { body: { ...valid, email }, headers: fromNewClient() })
    expect(status).toBe(201)
    expect(json).toMatchObject({ success: true })

    const { docs } = await inquiriesFrom(email)
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      name: 'Sam Parent',
      phone: '07700 900123',
      inquiryType: 'group',
      message: 'Do you take school groups?',
      responded: false,
    })
    expect(docs[0]!.clientKey).toMatch(/^[0-9a-f]{32}$/)

    await workQueue(payload, 'emails')
    const venue = await payload.findGlobal({ slug: 'venue' })
    const toVenue = await payload.find({
      collection: 'email-outbox',
      where: { and: [{ to: { equals: venue.email } }, { replyTo: { equals: email } }] },
    })
    expect(toVenue.docs).toHaveLength(1)
    expect(toVenue.docs[0]!.subject).toBe('New message from Sam Parent: Group Bookings')
    expect(toVenue.docs[0]!.text).toContain('Do you take school groups?')
    const toSender = await payload.find({ collection: 'email-outbox', where: { to: { equals: email } } })
    expect(toSender.docs).toHaveLength(1)
    expect(toSender.docs[0]!.text).toContain("We'll get back to you soon")
  })

  it('keeps the phone optional', async () => {
    const email = 'contact-nophone@test.example'
    const { phone: _phone, ...withoutPhone } = valid
    expect((await rest('POST', 'contact', { body: { ...withoutPhone, email }, headers: fromNewClient() })).status).toBe(201)
    expect((await inquiriesFrom(email)).docs[0]!.phone).toBeNull()
  })

  it('escapes what the sender wrote in the HTML e-mail', async () => {
    const email = 'contact-html@test.example'
    await rest('POST', 'contact', { body: { ...valid, email, message: '<script>alert(1)</script>' }, headers: fromNewClient() })
    await workQueue(payload, 'emails')
    const { docs } = await payload.find({ collection: 'email-outbox', where: { replyTo: { equals: email } } })
    expect(docs[0]!.html).toContain('&lt;script&gt;')
    expect(docs[0]!.html).not.toContain('<script>')
  })

  const bad: [string, unknown, string][] = [
    ['a missing name', { ...valid, name: undefined }, 'name'],
    ['a blank name', { ...valid, name: '   ' }, 'name'],
    ['a missing message', { ...valid, message: undefined }, 'message'],
    ['an invalid e-mail', { ...valid, email: 'not-an-email' }, 'email'],
    ['an unknown inquiry type', { ...valid, inquiryType: 'complaint' }, 'inquiryType'],
    ['a number for the name', { ...valid, name: 42 }, 'name'],
    ['an array for the message', { ...valid, message: ['hi'] }, 'message'],
    ['an oversize message', { ...valid, message: 'x'.repeat(5001) }, 'message'],
    ['an oversize phone', { ...valid, phone: '0'.repeat(31) }, 'phone'],
  ]
  for (const [label, body, field] of bad) {
    it(`answers 400 with the field named for ${label}, and stores nothing`, async () => {
      const before = await payload.count({ collection: 'inquiries', overrideAccess: true })
      const { status, json } = await rest('POST', 'contact', { body, headers: fromNewClient() })
      expect(status).toBe(400)
      expect(json).toMatchObject({ error: { code: 'validation_failed', fields: { [field]: expect.any(String) } } })
      expect((await payload.count({ collection: 'inquiries', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
    })
  }

  it('names the spec message for empty required fields', async () => {
    const { json } = await rest('POST', 'contact', { body: { ...valid, message: '' }, headers: fromNewClient() })
    expect(json).toMatchObject({ error: { message: 'Please fill in all required fields' } })
  })

  it('answers 400 for malformed JSON and for a body that is not an object', async () => {
    for (const rawBody of ['{"name": "Sam",', 'null', '"hello"', '[]', '']) {
      const { status, json } = await rest('POST', 'contact', { rawBody, headers: fromNewClient() })
      expect(status, rawBody).toBe(400)
      expect(json).toMatchObject({ error: { code: expect.stringMatching(/^(invalid_json|validation_failed)$/) } })
    }
  })

  it('answers 413 for a body over the size limit', async () => {
    const { status, json } = await rest('POST', 'contact', {
      rawBody: JSON.stringify({ ...valid, message: 'x'.repeat(20_000) }),
      headers: fromNewClient(),
    })
    expect(status).toBe(413)
    expect(json).toMatchObject({ error: { code: 'payload_too_large' } })
  })

  it('pretends to accept a bot that fills the honeypot, and stores nothing', async () => {
    const email = 'contact-bot@test.example'
    const { status } = await rest('POST', 'contact', {
      body: { ...valid, email, website: 'http://spam.example' },
      headers: fromNewClient(),
    })
    expect(status).toBe(201)
    expect((await inquiriesFrom(email)).totalDocs).toBe(0)
    await workQueue(payload, 'emails')
    expect((await payload.count({ collection: 'email-outbox', where: { to: { equals: email } } })).totalDocs).toBe(0)
  })

  it('limits messages per sender address with a 429 and a clear message', async () => {
    const email = 'contact-limit@test.example'
    for (let sent = 0; sent < 5; sent++) {
      expect((await rest('POST', 'contact', { body: { ...valid, email }, headers: fromNewClient() })).status).toBe(201)
    }
    const { status, json, headers } = await rest('POST', 'contact', { body: { ...valid, email }, headers: fromNewClient() })
    expect(status).toBe(429)
    expect(json).toMatchObject({ error: { code: 'rate_limited', message: expect.stringContaining('Please wait') } })
    expect(Number(headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await inquiriesFrom(email)).totalDocs).toBe(5)
  })

  it('limits messages per client whatever address they claim', async () => {
    const sameClient = fromNewClient()
    const statuses: number[] = []
    for (let sent = 0; sent < 21; sent++) {
      statuses.push(
        (await rest('POST', 'contact', { body: { ...valid, email: `client-limit-${sent}@test.example` }, headers: sameClient })).status,
      )
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(20)
    expect(statuses.at(-1)).toBe(429)
  })
})
