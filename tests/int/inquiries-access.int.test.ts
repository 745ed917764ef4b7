import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { createUser, loginToken, rest, testPayload } from '../helpers/payload'

let payload: Payload
let inquiryId: number

beforeAll(async () => {
  payload = await testPayload()
  const inquiry = await payload.create({
    collection: 'inquiries',
    data: { name: 'Private Person', email: 'private@test.example', inquiryType: 'general', message: 'Personal details', clientKey: 'abc' },
  })
  inquiryId = inquiry.id
})

async function tokenFor(roles: ('admin' | 'staff' | 'kiosk')[]) {
  const user = await createUser(payload, roles)
  return loginToken(user.email, user.password)
}

describe('inquiries hold personal data: staff only', () => {
  it('refuses anonymous and kiosk readers', async () => {
    expect((await rest('GET', 'inquiries')).status).toBe(403)
    expect((await rest('GET', `inquiries/${inquiryId}`)).status).toBe(403)
    expect((await rest('GET', 'inquiries', { token: await tokenFor(['kiosk']) })).status).toBe(403)
  })

  it('lets staff read them, without the client fingerprint', async () => {
    const { status, json } = await rest('GET', `inquiries/${inquiryId}`, { token: await tokenFor(['staff']) })
    expect(status).toBe(200)
    expect(json).toMatchObject({ name: 'Private Person', email: 'private@test.example' })
    expect(json).not.toHaveProperty('clientKey')
  })

  it('lets nobody create one through the collection API, not even staff', async () => {
    const body = { name: 'X', email: 'x@test.example', inquiryType: 'general', message: 'hi' }
    expect((await rest('POST', 'inquiries', { body })).status).toBe(403)
    expect((await rest('POST', 'inquiries', { body, token: await tokenFor(['staff']) })).status).toBe(403)
  })

  it('stamps respondedAt when staff mark one responded', async () => {
    const { status, json } = await rest('PATCH', `inquiries/${inquiryId}`, { body: { responded: true }, token: await tokenFor(['staff']) })
    expect(status).toBe(200)
    expect((json as { doc: { respondedAt: string } }).doc.respondedAt).toEqual(expect.any(String))
  })
})
