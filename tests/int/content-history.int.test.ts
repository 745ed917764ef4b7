import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seed } from '@/seed/seed'
import { bookingBody, ordinaryDay } from '../helpers/booking'
import { workQueue } from '../helpers/jobs'
import { createUser, loginToken, rest, testPayload } from '../helpers/payload'

// Issue 27 part 1 (ADR 23): what the manager edits has versions, drafts and scheduled publishing;
// families and the server's prices see the published version only.
let payload: Payload
let admin: { id: number; email: string; password: string }
let adminToken: string
let ticketId: number
const KEY = `history-${Date.now().toString(36)}`

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
  admin = await createUser(payload, ['admin'])
  adminToken = await loginToken(admin.email, admin.password)
  // A ticket of this file's own, so the other files' prices never move; removed at the end.
  const ticket = await payload.create({
    collection: 'ticket-types',
    data: { key: KEY, title: 'History test child', pricePence: 500, feePence: 0, countsAsChild: true, active: true, sortOrder: 99 },
  })
  ticketId = ticket.id
})

afterAll(async () => {
  await payload.delete({ collection: 'ticket-types', id: ticketId })
})

const adminUser = async () => ({ ...(await payload.findByID({ collection: 'users', id: admin.id })), collection: 'users' as const })

/** Books one of this file's tickets at the price the family's page showed (pounds), through the real endpoint. */
async function book(date: string, pounds: number) {
  return rest('POST', 'create-booking-payment', {
    body: bookingBody({
      selectedDate: date,
      customerEmail: `history-${Date.now()}@test.example`,
      ticketQuantities: { [KEY]: 1 },
      totalAmount: pounds,
    }),
  })
}

const publicPrice = async (query = '') => {
  const answer = await rest('GET', `ticket-types/${ticketId}${query}`)
  return answer.status === 200 ? (answer.json as { pricePence: number }).pricePence : answer.status
}

describe('content history', () => {
  it('a save that does not ask for a draft publishes, as every script and the seed expect', async () => {
    const doc = await payload.findByID({ collection: 'ticket-types', id: ticketId })
    expect(doc._status).toBe('published')
    expect(await publicPrice()).toBe(500)
  })

  it('a draft reaches neither the public API nor a booking; staff see it', async () => {
    await payload.update({ collection: 'ticket-types', id: ticketId, data: { pricePence: 700 }, draft: true, user: await adminUser() })
    expect(await publicPrice()).toBe(500)
    expect(await publicPrice('?draft=true')).not.toBe(700)
    const list = await rest('GET', `ticket-types?where[key][equals]=${KEY}&draft=true`)
    expect((list.json as { docs: { pricePence: number }[] }).docs.map((doc) => doc.pricePence)).not.toContain(700)
    const staffView = await rest('GET', `ticket-types/${ticketId}?draft=true`, { token: adminToken })
    expect((staffView.json as { pricePence: number }).pricePence).toBe(700)

    const date = await ordinaryDay(payload)
    expect((await book(date, 5)).status).toBe(201)
    const refused = await book(date, 7)
    expect(refused.status, refused.text).toBeGreaterThanOrEqual(400)
    expect(refused.status).toBeLessThan(500)
  })

  it('a document only ever saved as a draft is hidden from families', async () => {
    const draft = await payload.create({
      collection: 'offers',
      data: { title: `Draft offer ${KEY}`, description: 'Not yet', active: true },
      draft: true,
    })
    try {
      const anonymous = await rest('GET', `offers?where[title][equals]=Draft offer ${KEY}`)
      expect((anonymous.json as { totalDocs: number }).totalDocs).toBe(0)
      const staff = await rest('GET', `offers?where[title][equals]=Draft offer ${KEY}`, { token: adminToken })
      expect((staff.json as { totalDocs: number }).totalDocs).toBe(1)
    } finally {
      await payload.delete({ collection: 'offers', id: draft.id })
    }
  })

  it('a scheduled price is published by the job at its time: bookings before keep the old price, after get the new', async () => {
    const date = await ordinaryDay(payload)
    const at = new Date(Date.now() + 2_000)
    await payload.jobs.queue({
      task: 'schedulePublish',
      waitUntil: at,
      input: {
        type: 'publish',
        doc: { relationTo: 'ticket-types', value: ticketId },
        user: { relationTo: 'users', value: admin.id },
      },
    })
    // Before its time the job waits: the price is still the published one.
    await workQueue(payload, 'default')
    expect(await publicPrice()).toBe(500)
    const before = await book(date, 5)
    expect(before.status, before.text).toBe(201)

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at.getTime() - Date.now()) + 100))
    await workQueue(payload, 'default')
    expect(await publicPrice()).toBe(700)
    expect((await book(date, 5)).status).toBeGreaterThanOrEqual(400)
    const after = await book(date, 7)
    expect(after.status, after.text).toBe(201)

    const priced = async (answer: { json: unknown }) => {
      const { bookingId } = answer.json as { bookingId: number }
      return (await payload.findByID({ collection: 'bookings', id: bookingId, overrideAccess: true })).finalAmountPence
    }
    expect(await priced(before)).toBe(500)
    expect(await priced(after)).toBe(700)
  })

  it('keeps who changed what and when, and an old version can be restored', async () => {
    const { docs } = await payload.findVersions({
      collection: 'ticket-types',
      where: { parent: { equals: ticketId } },
      sort: '-updatedAt',
      depth: 0,
    })
    const prices = docs.map((version) => version.version.pricePence)
    expect(prices).toContain(500)
    expect(prices[0]).toBe(700)
    expect(docs[0]!.version.lastEditedBy).toBe(admin.id)
    const original = docs.find((version) => version.version.pricePence === 500)!
    await payload.restoreVersion({ collection: 'ticket-types', id: original.id, user: await adminUser() })
    expect(await publicPrice()).toBe(500)
  })

  it('a draft of a setting never reaches the public settings', async () => {
    const before = (await rest('GET', 'globals/booking-settings')).json as { arriveEarlyMinutes: number }
    await payload.updateGlobal({
      slug: 'booking-settings',
      data: { arriveEarlyMinutes: before.arriveEarlyMinutes + 5 },
      draft: true,
    })
    const after = (await rest('GET', 'globals/booking-settings?draft=true')).json as { arriveEarlyMinutes: number }
    expect(after.arriveEarlyMinutes).toBe(before.arriveEarlyMinutes)
    const staff = (await rest('GET', 'globals/booking-settings?draft=true', { token: adminToken })).json as { arriveEarlyMinutes: number }
    expect(staff.arriveEarlyMinutes).toBe(before.arriveEarlyMinutes + 5)
    // Put the published settings back as the latest version for the files after this one.
    await payload.updateGlobal({ slug: 'booking-settings', data: { arriveEarlyMinutes: before.arriveEarlyMinutes } })
  })
})
