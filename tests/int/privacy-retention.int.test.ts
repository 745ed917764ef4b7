import { sql } from '@payloadcms/db-postgres'
import { drizzleOf } from '@/lib/db/postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { runPrivacyRetention } from '@plugins/staff'
import { addBusinessDays, businessDate } from '@/lib/time/businessDate'
import { seed } from '@/seed/seed'
import { testPayload } from '../helpers/payload'

let payload: Payload
const db = () => drizzleOf(payload)
const one = async (query: ReturnType<typeof sql>) => (await db().execute(query)).rows[0] as Record<string, unknown>
const DAY = 24 * 60 * 60 * 1000

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
})

/** A visit with a plate, `at` long ago, and a party inquiry with its reply, party and calendar block that arrived at `arrived`. */
async function records(at: Date, arrived: Date) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`
  const reference = `RET${stamp.slice(-7)}`
  const visit = await one(sql`
    insert into visit_events (booking_reference, action, at, actor_kind, actor_label, number_plate, parking_agreed)
    values (${reference}, 'check_in', ${at.toISOString()}, 'system', 'test', 'RE71 AIN', true)
    returning id`)
  const name = `Sam Retained${stamp}`
  const child = `Alex${stamp}`
  const inquiry = await one(sql`
    insert into inquiries (name, email, phone, inquiry_type, message, party_child_name, party_child_age, created_at)
    values (${name}, ${`retained-${stamp}@test.example`}, '07700 900123', 'party_booking', ${`A party for ${child}`}, ${child}, '5',
            ${arrived.toISOString()})
    returning id`)
  const inquiryId = Number(inquiry.id)
  await db().execute(sql`
    insert into inquiries_replies (_order, _parent_id, id, subject, body, sent_at)
    values (1, ${inquiryId}, ${`reply-${stamp}`}, 'Your party', ${`Dear ${name}`}, ${arrived.toISOString()})`)
  const party = await one(sql`
    insert into parties (inquiry_id, date, time_slot, start, "end", child_name, number_of_children, package_key, package_name)
    values (${inquiryId}, '2039-04-09', '12:00 PM - 2:00 PM', '12:00', '14:00', ${child}, '10', 'gold', 'Gold')
    returning id`)
  const block = await one(sql`
    insert into session_restrictions (date, time_slot, reason, description, party_id)
    values ('2039-04-09', '12:00 PM - 2:00 PM', 'Private hire', ${`Gold: ${child}'s party`}, ${Number(party.id)})
    returning id`)
  await db().execute(sql`
    insert into audit_log (action, summary, entity, record_id, actor_label, after)
    values ('inquiry_reply', ${`Replied to ${name}: Your party`}, 'inquiries', ${String(inquiryId)}, 'staff@test.example',
            ${JSON.stringify({ subject: 'Your party', body: `Dear ${name}`, to: 'x' })}::jsonb)`)
  return { visitId: Number(visit.id), inquiryId, partyId: Number(party.id), blockId: Number(block.id), name, child }
}

/** A family on the waiting list of a session `daysAgo` days before today (London), named in a staff removal's audit entry. */
async function waitingEntry(daysAgo: number, now: Date) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`
  const name = `Wren Waiting${stamp}`
  const entry = await one(sql`
    insert into waiting_list_entries (date, slot_start, slot_label, customer_name, customer_email, children, status, ended_at)
    values (${addBusinessDays(businessDate(now), -daysAgo)}, '10:00', '10:00 AM - 12:00 PM', ${name},
            ${`waiting-${stamp}@test.example`}, 2, 'removed', ${now.toISOString()})
    returning id`)
  await db().execute(sql`
    insert into audit_log (action, summary, entity, record_id, actor_label)
    values ('waiting_list_removed', ${`Removed ${name} from the waiting list`}, 'waiting-list-entries', ${String(entry.id)},
            'staff@test.example')`)
  return Number(entry.id)
}

const waitingEntryLeft = async (id: number) =>
  Number((await one(sql`select count(*)::int as n from waiting_list_entries where id = ${id}`)).n) === 1
const auditSummaryOf = async (id: number) =>
  (await one(sql`select summary from audit_log where entity = 'waiting-list-entries' and record_id = ${String(id)}`)).summary

const plateOf = async (visitId: number) => (await one(sql`select number_plate from visit_events where id = ${visitId}`)).number_plate
const inquiryOf = async (inquiryId: number) =>
  one(
    sql`select name, email, phone, message, party_child_name, party_child_age, inquiry_type::text, created_at from inquiries where id = ${inquiryId}`,
  )

describe('the nightly retention round (booking settings: keeping personal data)', () => {
  it('is a scheduled task on the maintenance queue', () => {
    const task = payload.config.jobs.tasks?.find((candidate) => candidate.slug === 'privacyRetention')
    expect(task?.schedule?.[0]).toMatchObject({ cron: expect.any(String), queue: 'maintenance' })
  })

  it('takes the name off what a tablet noted offline (ADR 0030) with the plates, keeping the outcome and its time', async () => {
    await payload.updateGlobal({
      slug: 'booking-settings',
      data: { privacy: { numberPlateDays: 30, inquiryMonths: 24, waitingListDays: 30 } },
    })
    const realNow = new Date()
    const notedAt = new Date(realNow.getTime() - 60 * DAY)
    const name = `Noted Retained${Date.now()}`
    const noted = await one(sql`
      insert into kiosk_sync_items (idempotency_key, kind, outcome, code, happened_at, customer_name, children, adults, device_label, needs_attention)
      values (${`key-retained-${Date.now()}`}, 'noted', 'flagged', 'noted_at_door', ${notedAt.toISOString()}, ${name}, 2, 1, 'Front door', true)
      returning id`)
    const row = () => one(sql`select customer_name, outcome::text, happened_at from kiosk_sync_items where id = ${noted.id}`)

    await runPrivacyRetention(payload, new Date(notedAt.getTime() + 29 * DAY))
    expect((await row()).customer_name).toBe(name)
    const result = await runPrivacyRetention(payload, new Date(notedAt.getTime() + 31 * DAY))
    expect(result.offlineCheckInNames).toBeGreaterThanOrEqual(1)
    expect(await row()).toMatchObject({ customer_name: null, outcome: 'flagged' })
  })

  it('removes plates after the days and erases inquiries after the months the manager set, not before', async () => {
    await payload.updateGlobal({
      slug: 'booking-settings',
      data: { privacy: { numberPlateDays: 30, inquiryMonths: 24, waitingListDays: 30 } },
    })
    // Never a clock ahead of the real one: a later `now` would erase other files' fresh rows too.
    const realNow = new Date()
    const visitAt = new Date(realNow.getTime() - 60 * DAY)
    const arrived = new Date(realNow)
    arrived.setUTCMonth(arrived.getUTCMonth() - 24)
    arrived.setTime(arrived.getTime() - 10 * DAY)
    const mine = await records(visitAt, arrived)

    // 29 days after the visit: everything kept.
    await runPrivacyRetention(payload, new Date(visitAt.getTime() + 29 * DAY))
    expect(await plateOf(mine.visitId)).toBe('RE71 AIN')
    expect(await inquiryOf(mine.inquiryId)).toMatchObject({ name: mine.name, party_child_name: mine.child })

    // 31 days after the visit (the inquiry still under 24 months old): the plate goes, the inquiry stays.
    await runPrivacyRetention(payload, new Date(visitAt.getTime() + 31 * DAY))
    expect(await plateOf(mine.visitId)).toBeNull()
    expect(await inquiryOf(mine.inquiryId)).toMatchObject({ name: mine.name, party_child_name: mine.child })
    expect(await one(sql`select action::text, parking_agreed from visit_events where id = ${mine.visitId}`)).toEqual({
      action: 'check_in',
      parking_agreed: true,
    })

    // Now, 24 months and 10 days on: the inquiry is erased through the erasure's operations, its type and date kept.
    const result = await runPrivacyRetention(payload, realNow)
    expect(result.inquiries).toBeGreaterThanOrEqual(1)
    expect(await inquiryOf(mine.inquiryId)).toMatchObject({
      name: 'Erased',
      email: expect.stringMatching(/@erased\.invalid$/),
      phone: null,
      message: 'Personal data erased',
      party_child_name: null,
      party_child_age: null,
      inquiry_type: 'party_booking',
    })
    expect(await one(sql`select subject, body from inquiries_replies where _parent_id = ${mine.inquiryId}`)).toEqual({
      subject: 'Personal data erased',
      body: 'Personal data erased',
    })
    expect(await one(sql`select child_name, date, package_name from parties where id = ${mine.partyId}`)).toEqual({
      child_name: null,
      date: '2039-04-09',
      package_name: 'Gold',
    })
    expect(await one(sql`select description, reason from session_restrictions where id = ${mine.blockId}`)).toEqual({
      description: 'Personal data erased',
      reason: 'Private hire',
    })
    expect(
      await one(sql`select summary, after from audit_log where entity = 'inquiries' and record_id = ${String(mine.inquiryId)}`),
    ).toEqual({
      summary: 'Personal data erased',
      after: {},
    })

    // A second round finds nothing more of it to do.
    const stampBefore = await inquiryOf(mine.inquiryId)
    await runPrivacyRetention(payload, realNow)
    expect(await inquiryOf(mine.inquiryId)).toEqual(stampBefore)
  })

  it('deletes the waiting lists of sessions more than the set days ago, and erases the audit entries naming their families', async () => {
    await payload.updateGlobal({
      slug: 'booking-settings',
      data: { privacy: { numberPlateDays: 30, inquiryMonths: 24, waitingListDays: 30 } },
    })
    // Late evening, just after midnight and at midday in London: the cut is by the session's day, whatever the hour.
    for (const hour of [22, 0, 12]) {
      const now = new Date()
      now.setUTCHours(hour, 30, 0, 0)
      if (now > new Date()) now.setTime(now.getTime() - DAY)
      const old = await waitingEntry(31, now)
      const edge = await waitingEntry(30, now)
      const coming = await waitingEntry(-5, now)
      const result = await runPrivacyRetention(payload, now)
      expect(result.waitingListEntries).toBeGreaterThanOrEqual(1)
      expect(await waitingEntryLeft(old)).toBe(false)
      expect(await auditSummaryOf(old)).toBe('Personal data erased')
      expect(await waitingEntryLeft(edge)).toBe(true)
      expect(await auditSummaryOf(edge)).toMatch(/^Removed Wren Waiting\d+ from the waiting list$/)
      expect(await waitingEntryLeft(coming)).toBe(true)
    }
  })

  it('follows the periods set in the CMS', async () => {
    await payload.updateGlobal({
      slug: 'booking-settings',
      data: { privacy: { numberPlateDays: 5, inquiryMonths: 24, waitingListDays: 5 } },
    })
    try {
      const now = new Date()
      const mine = await records(new Date(now.getTime() - 6 * DAY), now)
      const waitedSixDaysAgo = await waitingEntry(6, now)
      const waitedFourDaysAgo = await waitingEntry(4, now)
      await runPrivacyRetention(payload, now)
      expect(await plateOf(mine.visitId)).toBeNull()
      expect(await inquiryOf(mine.inquiryId)).toMatchObject({ name: mine.name })
      expect(await waitingEntryLeft(waitedSixDaysAgo)).toBe(false)
      expect(await waitingEntryLeft(waitedFourDaysAgo)).toBe(true)
    } finally {
      await payload.updateGlobal({
        slug: 'booking-settings',
        data: { privacy: { numberPlateDays: 30, inquiryMonths: 24, waitingListDays: 30 } },
      })
    }
  })
})
