import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { env } from '@/lib/env'
import { createUser, rest, testPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('login lockout', () => {
  it(`locks an account after ${env().LOGIN_MAX_ATTEMPTS} bad passwords, even against the right one`, async () => {
    const user = await createUser(payload, ['staff'])
    for (let attempt = 1; attempt <= env().LOGIN_MAX_ATTEMPTS; attempt++) {
      const bad = await rest('POST', 'users/login', { body: { email: user.email, password: 'wrong-password' } })
      expect(bad.status).toBe(401)
    }
    const locked = await rest('POST', 'users/login', { body: { email: user.email, password: user.password } })
    expect(locked.status).not.toBe(200)
    expect(JSON.stringify(locked.json)).toMatch(/locked/i)

    const stored = await payload.findByID({ collection: 'users', id: user.id, showHiddenFields: true })
    expect(stored.lockUntil).toBeTruthy()
  })

  it('does not lock on fewer bad attempts', async () => {
    const user = await createUser(payload, ['staff'])
    for (let attempt = 1; attempt < env().LOGIN_MAX_ATTEMPTS; attempt++) {
      await rest('POST', 'users/login', { body: { email: user.email, password: 'wrong-password' } })
    }
    const ok = await rest('POST', 'users/login', { body: { email: user.email, password: user.password } })
    expect(ok.status).toBe(200)
  })
})
