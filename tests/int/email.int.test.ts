import { describe, expect, it } from 'vitest'
import { testPayload } from '../helpers/payload'

describe('e-mail without a provider', () => {
  it('keeps the message in the outbox where staff can read it', async () => {
    const payload = await testPayload()
    expect(payload.email.name).toBe('outbox')
    await payload.sendEmail({ to: 'family@test.example', subject: 'Your booking', text: 'See you soon', html: '<p>See you soon</p>' })
    const { docs } = await payload.find({ collection: 'email-outbox', where: { to: { equals: 'family@test.example' } } })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ subject: 'Your booking', text: 'See you soon', from: 'Play Centre <hello@playcentre.example>' })
  })
})
