import { ValidationError, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { testPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const ticket = { title: 'Test', pricePence: 100, feePence: 0 }

describe('CMS validation keeps bad content out', () => {
  it('refuses prices that are not whole pence', async () => {
    await expect(
      payload.create({ collection: 'ticket-types', data: { ...ticket, key: 'fraction', pricePence: 9.5 } }),
    ).rejects.toBeInstanceOf(ValidationError)
    await expect(
      payload.create({ collection: 'ticket-types', data: { ...ticket, key: 'negative', pricePence: -100 } }),
    ).rejects.toBeInstanceOf(ValidationError)
    expect((await payload.count({ collection: 'ticket-types', where: { key: { in: ['fraction', 'negative'] } } })).totalDocs).toBe(0)
  })

  it('refuses a malformed ticket key and a duplicate one', async () => {
    await expect(payload.create({ collection: 'ticket-types', data: { ...ticket, key: 'Child 1-12' } })).rejects.toBeInstanceOf(
      ValidationError,
    )
    await payload.create({ collection: 'ticket-types', data: { ...ticket, key: 'once-only' } })
    await expect(payload.create({ collection: 'ticket-types', data: { ...ticket, key: 'once-only' } })).rejects.toThrow()
  })

  it('refuses impossible dates, reversed hours and a duplicate day', async () => {
    await expect(payload.create({ collection: 'special-days', data: { date: '2027-02-30' } })).rejects.toBeInstanceOf(ValidationError)
    await expect(
      payload.create({ collection: 'special-days', data: { date: '2027-03-01', opensAt: '16:00', closesAt: '09:30' } }),
    ).rejects.toBeInstanceOf(ValidationError)
    await payload.create({ collection: 'special-days', data: { date: '2027-03-02' } })
    await expect(payload.create({ collection: 'special-days', data: { date: '2027-03-02' } })).rejects.toThrow()
  })

  it('refuses an event whose default slot is not one of its slots', async () => {
    await expect(
      payload.create({
        collection: 'special-days',
        data: {
          date: '2027-03-03',
          event: { title: 'Party', slots: [{ start: '09:30', end: '11:30', capacity: 40 }], defaultSlotStart: '12:00' },
        },
      }),
    ).rejects.toBeInstanceOf(ValidationError)
  })

  it('refuses booking settings with two slots at the same time', async () => {
    await expect(
      payload.updateGlobal({ slug: 'booking-settings', data: { slots: [{ start: '09:30' }, { start: '09:30' }] } }),
    ).rejects.toBeInstanceOf(ValidationError)
  })
})
