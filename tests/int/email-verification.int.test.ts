import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { seed } from '@/seed/seed'
import { rest, testPayload } from '../helpers/payload'
import { lastCodeSentTo, newClient, verifiedCookie, uniqueEmail } from '../helpers/verification'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
})

describe('asking for a code', () => {
  it('answers every address the same, known or not, and e-mails a 6-digit code', async () => {
    const known = uniqueEmail('known')
    await payload.create({ collection: 'loyalty-members', data: { email: known, name: 'Known Family' }, overrideAccess: true })
    const unknown = uniqueEmail('unknown')
    const a = await rest('POST', 'email-verification/request', { body: { email: known }, headers: newClient() })
    const b = await rest('POST', 'email-verification/request', { body: { email: unknown }, headers: newClient() })
    expect(a.status).toBe(202)
    expect(b.status).toBe(a.status)
    expect(b.json).toEqual(a.json)
    expect(a.json).toEqual({ sent: true, expiresInSeconds: 900 })
    expect(await lastCodeSentTo(payload, known)).toMatch(/^\d{6}$/)
    expect(await lastCodeSentTo(payload, unknown)).toMatch(/^\d{6}$/)
  })

  it('stores only hashes, never the code or the address', async () => {
    const email = uniqueEmail('hash')
    await rest('POST', 'email-verification/request', { body: { email }, headers: newClient() })
    const code = await lastCodeSentTo(payload, email)
    const { docs } = await payload.find({ collection: 'email-verifications', sort: '-createdAt', limit: 1, overrideAccess: true })
    expect(JSON.stringify(docs[0])).not.toContain(code)
    expect(JSON.stringify(docs[0])).not.toContain(email)
  })

  it('refuses a bad address with a 400 and writes nothing', async () => {
    const before = await payload.count({ collection: 'email-verifications', overrideAccess: true })
    const bad = await rest('POST', 'email-verification/request', { body: { email: 'not-an-address' }, headers: newClient() })
    expect(bad.status).toBe(400)
    expect(bad.json).toMatchObject({ error: { code: 'validation_failed', message: 'Please enter a valid email address' } })
    expect((await payload.count({ collection: 'email-verifications', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
  })

  it('limits codes per address and per client with a 429 and retry-after', async () => {
    const email = uniqueEmail('limit')
    const statuses: number[] = []
    for (let i = 0; i < 6; i += 1)
      statuses.push((await rest('POST', 'email-verification/request', { body: { email }, headers: newClient() })).status)
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429])

    const client = newClient()
    const perClient: number[] = []
    for (let i = 0; i < 21; i += 1)
      perClient.push((await rest('POST', 'email-verification/request', { body: { email: uniqueEmail(`c${i}`) }, headers: client })).status)
    expect(perClient.slice(0, 20).every((status) => status === 202)).toBe(true)
    const refused = await rest('POST', 'email-verification/request', { body: { email: uniqueEmail('again') }, headers: client })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.json).toMatchObject({ error: { code: 'too_many_requests' } })
  })
})

describe('looking up credits and points', () => {
  it('limits lookups of one address across clients, credits and loyalty counted together', async () => {
    const email = uniqueEmail('looked-up')
    const credits = () => rest('GET', `session-credits?email=${encodeURIComponent(email)}`, { headers: newClient() })
    const statuses: number[] = []
    for (let i = 0; i < 60; i += 1) statuses.push((await credits()).status)
    expect(statuses.every((status) => status === 200)).toBe(true)
    const refused = await rest('GET', `loyalty/member/${encodeURIComponent(email)}`, { headers: newClient() })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await rest('GET', `session-credits?email=${encodeURIComponent(uniqueEmail('other'))}`, { headers: newClient() })).status).toBe(
      200,
    )
  })
})

describe('confirming a code', () => {
  it('a right code sets an httpOnly cookie for that address only', async () => {
    const email = uniqueEmail('right')
    const cookie = await verifiedCookie(payload, email)
    expect(cookie).toMatch(/^pc_verified_email=/)
    const session = await rest('GET', 'email-verification/session', { headers: { cookie } })
    expect(session.json).toMatchObject({ email })
    const anonymous = await rest('GET', 'email-verification/session')
    expect(anonymous.json).toEqual({ email: null, expiresAt: null })
  })

  it('sets HttpOnly and SameSite on the cookie, and signing out clears it', async () => {
    const email = uniqueEmail('flags')
    const client = newClient()
    await rest('POST', 'email-verification/request', { body: { email }, headers: client })
    const confirmed = await rest('POST', 'email-verification/confirm', {
      body: { email, code: await lastCodeSentTo(payload, email) },
      headers: client,
    })
    expect(confirmed.headers.get('set-cookie')).toMatch(/HttpOnly; SameSite=Lax/)
    const out = await rest('POST', 'email-verification/sign-out')
    expect(out.headers.get('set-cookie')).toMatch(/^pc_verified_email=; Path=\/; Max-Age=0/)
  })

  it('a tampered cookie proves nothing', async () => {
    const email = uniqueEmail('tamper')
    const cookie = await verifiedCookie(payload, email)
    const [name, value] = cookie.split('=')
    const [address, expiry, signature] = decodeURIComponent(value!).split('.')
    const other = Buffer.from(uniqueEmail('someone-else')).toString('base64url')
    const forged = `${name}=${encodeURIComponent(`${other}.${expiry}.${signature}`)}`
    expect((await rest('GET', 'email-verification/session', { headers: { cookie: forged } })).json).toMatchObject({ email: null })
    const extended = `${name}=${encodeURIComponent(`${address}.${Number(expiry) + 86_400_000}.${signature}`)}`
    expect((await rest('GET', 'email-verification/session', { headers: { cookie: extended } })).json).toMatchObject({ email: null })
  })

  it('counts wrong codes: four left after one, and the fifth wrong try uses the code up', async () => {
    const email = uniqueEmail('wrong')
    const client = newClient()
    await rest('POST', 'email-verification/request', { body: { email }, headers: client })
    const code = await lastCodeSentTo(payload, email)
    const wrong = code === '000000' ? '111111' : '000000'
    const first = await rest('POST', 'email-verification/confirm', { body: { email, code: wrong }, headers: client })
    expect(first.status).toBe(400)
    expect(first.json).toMatchObject({ error: { code: 'invalid_code', attemptsLeft: 4 } })
    for (let i = 0; i < 3; i += 1) await rest('POST', 'email-verification/confirm', { body: { email, code: wrong }, headers: client })
    const fifth = await rest('POST', 'email-verification/confirm', { body: { email, code: wrong }, headers: client })
    expect(fifth.status).toBe(410)
    const tooLate = await rest('POST', 'email-verification/confirm', { body: { email, code }, headers: client })
    expect(tooLate.status).toBe(410)
    expect(tooLate.headers.get('set-cookie')).toBeNull()
  })

  it('an expired code, a used code, or a code for another address does not verify', async () => {
    const email = uniqueEmail('expired')
    const client = newClient()
    await rest('POST', 'email-verification/request', { body: { email }, headers: client })
    const code = await lastCodeSentTo(payload, email)
    expect(
      (await rest('POST', 'email-verification/confirm', { body: { email: uniqueEmail('other'), code }, headers: client })).status,
    ).toBe(410)
    const { docs } = await payload.find({ collection: 'email-verifications', sort: '-createdAt', limit: 1, overrideAccess: true })
    await payload.update({
      collection: 'email-verifications',
      id: docs[0]!.id,
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    expect((await rest('POST', 'email-verification/confirm', { body: { email, code }, headers: client })).status).toBe(410)

    const again = uniqueEmail('used')
    await rest('POST', 'email-verification/request', { body: { email: again }, headers: client })
    const fresh = await lastCodeSentTo(payload, again)
    expect((await rest('POST', 'email-verification/confirm', { body: { email: again, code: fresh }, headers: client })).status).toBe(200)
    expect((await rest('POST', 'email-verification/confirm', { body: { email: again, code: fresh }, headers: client })).status).toBe(410)
  })

  it('refuses malformed codes with the form’s message', async () => {
    const bad = await rest('POST', 'email-verification/confirm', { body: { email: uniqueEmail('x'), code: '12ab' }, headers: newClient() })
    expect(bad.status).toBe(400)
    expect(bad.json).toMatchObject({ error: { code: 'validation_failed', fields: { code: 'Enter the 6-digit code from the e-mail' } } })
  })
})
