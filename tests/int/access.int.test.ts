import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { seed } from '@/seed/seed'
import { createUser, loginToken, rest, testPayload } from '../helpers/payload'

let payload: Payload
let childTicketId: number

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload, '2026-11-22')
  const tickets = await payload.find({ collection: 'ticket-types', where: { key: { equals: 'child-1-12' } } })
  childTicketId = tickets.docs[0]!.id
})

describe('deny by default', () => {
  it('refuses the user list to anonymous visitors', async () => {
    const { status } = await rest('GET', 'users')
    expect(status).toBe(403)
  })

  it('refuses the e-mail outbox to anonymous visitors and to staff', async () => {
    expect((await rest('GET', 'email-outbox')).status).toBe(403)
    const staff = await createUser(payload, ['staff'])
    const token = await loginToken(staff.email, staff.password)
    expect((await rest('GET', 'email-outbox', { token })).status).toBe(403)
  })

  it('publishes prices and venue facts, but lets nobody anonymous change them', async () => {
    const list = await rest('GET', 'ticket-types')
    expect(list.status).toBe(200)
    const keys = (list.json as { docs: { key: string }[] }).docs.map((doc) => doc.key)
    expect(keys).toEqual(expect.arrayContaining(['child-0-1', 'child-1-12', 'adult']))
    expect((await rest('GET', 'globals/venue')).status).toBe(200)

    const patch = await rest('PATCH', `ticket-types/${childTicketId}`, { body: { pricePence: 1 } })
    expect(patch.status).toBe(403)
    const ticket = await payload.findByID({ collection: 'ticket-types', id: childTicketId })
    expect(ticket.pricePence).toBe(950)
  })

  it('keeps Payload’s internal collections private, answering 4xx and never 5xx', async () => {
    for (const slug of ['payload-kv', 'payload-preferences', 'payload-locked-documents', 'payload-migrations', 'payload-jobs']) {
      const { status } = await rest('GET', slug)
      expect([slug, status]).toEqual([slug, expect.toSatisfy((code: number) => code === 403 || code === 404)])
    }
    const { status, json } = await rest('GET', 'payload-migrations')
    expect({ status, json }).toEqual({
      status: 404,
      json: { error: { code: 'not_found', message: 'No API route at /api/payload-migrations' } },
    })
  })
})

describe('roles', () => {
  it('lets an admin change a price, and not staff', async () => {
    const staff = await createUser(payload, ['staff'])
    const staffToken = await loginToken(staff.email, staff.password)
    expect((await rest('PATCH', `ticket-types/${childTicketId}`, { token: staffToken, body: { pricePence: 1 } })).status).toBe(403)

    const admin = await createUser(payload, ['admin'])
    const adminToken = await loginToken(admin.email, admin.password)
    const changed = await rest('PATCH', `ticket-types/${childTicketId}`, { token: adminToken, body: { pricePence: 1000 } })
    expect(changed.status).toBe(200)
    expect((await payload.findByID({ collection: 'ticket-types', id: childTicketId })).pricePence).toBe(1000)
    await payload.update({ collection: 'ticket-types', id: childTicketId, data: { pricePence: 950 } })
  })

  it('leaves special days (hours, event slots, capacities) to admins', async () => {
    const staff = await createUser(payload, ['staff'])
    const staffToken = await loginToken(staff.email, staff.password)
    const refused = await rest('POST', 'special-days', { token: staffToken, body: { date: '2027-01-01', closed: true } })
    expect(refused.status).toBe(403)
    expect(await payload.count({ collection: 'special-days', where: { date: { equals: '2027-01-01' } } })).toEqual({ totalDocs: 0 })

    const admin = await createUser(payload, ['admin'])
    const adminToken = await loginToken(admin.email, admin.password)
    const created = await rest('POST', 'special-days', { token: adminToken, body: { date: '2027-01-01', closed: true, label: 'New Year' } })
    expect(created.status).toBe(201)
  })

  it('shows staff only their own user row and never lets them raise their roles', async () => {
    const staff = await createUser(payload, ['staff'])
    const token = await loginToken(staff.email, staff.password)
    const list = await rest('GET', 'users', { token })
    expect(list.status).toBe(200)
    expect((list.json as { docs: { id: number }[] }).docs.map((doc) => doc.id)).toEqual([staff.id])

    await rest('PATCH', `users/${staff.id}`, { token, body: { roles: ['admin'] } })
    const after = await payload.findByID({ collection: 'users', id: staff.id })
    expect(after.roles).toEqual(['staff'])
  })

  it('keeps kiosk and staff-less accounts out of the admin panel', async () => {
    const kiosk = await createUser(payload, ['kiosk'])
    const user = await payload.findByID({ collection: 'users', id: kiosk.id })
    const access = await payload.collections.users.config.access.admin?.({ req: { user: { ...user, collection: 'users' } } as never })
    expect(access).toBe(false)

    const staff = await createUser(payload, ['staff'])
    const staffUser = await payload.findByID({ collection: 'users', id: staff.id })
    expect(await payload.collections.users.config.access.admin?.({ req: { user: { ...staffUser, collection: 'users' } } as never })).toBe(
      true,
    )
  })

  it('puts roles in the JWT', async () => {
    const kiosk = await createUser(payload, ['kiosk'])
    const token = await loginToken(kiosk.email, kiosk.password)
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { roles: string[] }
    expect(claims.roles).toEqual(['kiosk'])
  })
})

describe('jobs', () => {
  it('may be run by hand by an admin only, and only through the exclusive runner', async () => {
    const kiosk = await createUser(payload, ['kiosk'])
    const staff = await createUser(payload, ['staff'])
    const admin = await createUser(payload, ['admin'])
    for (const user of [kiosk, staff]) {
      const token = await loginToken(user.email, user.password)
      expect([401, 403]).toContain((await rest('GET', 'jobs/run?queue=emails', { token })).status)
    }
    expect([401, 403]).toContain((await rest('GET', 'jobs/run?queue=emails')).status)
    const adminToken = await loginToken(admin.email, admin.password)
    expect((await rest('GET', 'jobs/run?queue=emails', { token: adminToken })).status).toBe(200)
    // Payload's own run endpoint would work a queue beside the crons: it is closed to everyone.
    expect([401, 403]).toContain((await rest('GET', 'payload-jobs/run', { token: adminToken })).status)
  })
})
