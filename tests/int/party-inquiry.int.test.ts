import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { addBusinessDays, businessDate } from '@/lib/time/businessDate'
import { seed } from '@/seed/seed'
import { rest, testPayload } from '../helpers/payload'
import { workQueue } from '../helpers/jobs'
import { fromClient } from '../helpers/clientAddress'

let payload: Payload
let client = 0
const fromNewClient = () => fromClient(`203.0.113.${++client}`)

const valid = {
  parentName: 'Alex Parent',
  parentEmail: 'alex@test.example',
  parentPhone: '07700 900456',
  childName: 'Robin',
  childAge: '6',
  partyDate: addBusinessDays(businessDate(), 21),
  partyTime: '12:00 PM - 2:00 PM',
  numberOfChildren: '25+',
  packageType: 'silver',
  specialRequests: '',
  dietaryRequirements: 'One child is vegetarian',
  inquiryType: 'party_booking',
}

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload, '2026-11-22')
})

describe('POST /api/party-inquiry', () => {
  it('stores the party inquiry with its details and e-mails both sides', async () => {
    const parentEmail = 'party-ok@test.example'
    const { status } = await rest('POST', 'party-inquiry', { body: { ...valid, parentEmail }, headers: fromNewClient() })
    expect(status).toBe(201)
    const { docs } = await payload.find({ collection: 'inquiries', where: { email: { equals: parentEmail } }, overrideAccess: true })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      name: 'Alex Parent',
      inquiryType: 'party_booking',
      party: {
        childName: 'Robin',
        childAge: '6',
        partyTime: '12:00 PM - 2:00 PM',
        numberOfChildren: '25+',
        packageType: 'silver',
        dietaryRequirements: 'One child is vegetarian',
      },
    })
    await workQueue(payload, 'emails')
    const ack = await payload.find({ collection: 'email-outbox', where: { to: { equals: parentEmail } } })
    expect(ack.docs[0]!.text).toContain("We'll contact you within 24 hours to discuss your party booking.")
    const toVenue = await payload.find({ collection: 'email-outbox', where: { replyTo: { equals: parentEmail } } })
    expect(toVenue.docs[0]!.subject).toBe('New party inquiry from Alex Parent')
    expect(toVenue.docs[0]!.text).toContain('Package: Silver')
  })

  it('accepts every age 1-12 and every children option the form offers', async () => {
    for (const [index, childAge] of ['1', '12'].entries()) {
      const body = { ...valid, childAge, numberOfChildren: index ? '24' : '5', parentEmail: `party-range-${childAge}@test.example` }
      expect((await rest('POST', 'party-inquiry', { body, headers: fromNewClient() })).status).toBe(201)
    }
  })

  const messages: [string, Record<string, unknown>, string, string][] = [
    ['a short parent name', { parentName: 'A' }, 'parentName', 'Name must be at least 2 characters'],
    ['an invalid e-mail', { parentEmail: 'alex@' }, 'parentEmail', 'Please enter a valid email address'],
    ['a short phone', { parentPhone: '0770' }, 'parentPhone', 'Please enter a valid phone number'],
    ["a short child's name", { childName: 'R' }, 'childName', "Child's name must be at least 2 characters"],
    ['a missing age', { childAge: '' }, 'childAge', "Please select child's age"],
    ['an age of 13', { childAge: '13' }, 'childAge', "Please select child's age"],
    ['an age as a number', { childAge: 6 }, 'childAge', "Please select child's age"],
    ['a missing date', { partyDate: '' }, 'partyDate', 'Please select a preferred date'],
    ['an impossible date', { partyDate: '2027-02-30' }, 'partyDate', 'Please select a preferred date'],
    ['a past date', { partyDate: '2020-01-01' }, 'partyDate', 'Please choose a date from today onwards'],
    ['a missing time', { partyTime: '' }, 'partyTime', 'Please select a preferred time'],
    ['a time the page does not offer', { partyTime: '11:00 PM - 1:00 AM' }, 'partyTime', 'Please select a preferred time'],
    ['a missing children count', { numberOfChildren: '' }, 'numberOfChildren', 'Please specify number of children'],
    ['4 children', { numberOfChildren: '4' }, 'numberOfChildren', 'Please specify number of children'],
    ['a missing package', { packageType: '' }, 'packageType', 'Please select a party package'],
    ['an unknown package', { packageType: 'diamond' }, 'packageType', 'Please select a party package'],
    ['another inquiry type', { inquiryType: 'general' }, 'inquiryType', expect.any(String) as unknown as string],
    ['oversize special requests', { specialRequests: 'x'.repeat(1001) }, 'specialRequests', 'Must be at most 1000 characters'],
  ]
  for (const [label, change, field, message] of messages) {
    it(`answers 400 for ${label}, naming the field, and stores nothing`, async () => {
      const parentEmail = `party-bad-${field}@test.example`
      const { status, json } = await rest('POST', 'party-inquiry', { body: { ...valid, parentEmail, ...change }, headers: fromNewClient() })
      expect(status).toBe(400)
      expect(json).toMatchObject({ error: { code: 'validation_failed', fields: { [field]: message } } })
      expect(
        (await payload.count({ collection: 'inquiries', where: { email: { equals: parentEmail } }, overrideAccess: true })).totalDocs,
      ).toBe(0)
    })
  }

  it('answers 400 for malformed JSON and missing fields', async () => {
    expect((await rest('POST', 'party-inquiry', { rawBody: '{oops', headers: fromNewClient() })).status).toBe(400)
    const { status, json } = await rest('POST', 'party-inquiry', { body: {}, headers: fromNewClient() })
    expect(status).toBe(400)
    expect(Object.keys((json as { error: { fields: object } }).error.fields)).toEqual(
      expect.arrayContaining([
        'parentName',
        'parentEmail',
        'parentPhone',
        'childName',
        'childAge',
        'partyDate',
        'partyTime',
        'numberOfChildren',
        'packageType',
      ]),
    )
  })

  it('limits inquiries per address across both forms', async () => {
    const parentEmail = 'party-limit@test.example'
    for (let sent = 0; sent < 4; sent++) {
      expect((await rest('POST', 'party-inquiry', { body: { ...valid, parentEmail }, headers: fromNewClient() })).status).toBe(201)
    }
    const contact = { name: 'Alex', email: parentEmail, inquiryType: 'general', message: 'One more' }
    expect((await rest('POST', 'contact', { body: contact, headers: fromNewClient() })).status).toBe(201)
    expect((await rest('POST', 'party-inquiry', { body: { ...valid, parentEmail }, headers: fromNewClient() })).status).toBe(429)
  })
})
