import { sql } from '@payloadcms/db-postgres'
import { drizzleOf } from '@/lib/db/postgres'
import { databasePool } from '@/lib/db/pool'
import { createLocalReq, type Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { markNoShows } from '@plugins/booking'
import { manageToken } from '@plugins/booking/domain/manageToken'
import { MAINTENANCE_QUEUE, MARK_NO_SHOWS_TASK } from '@plugins/booking/jobs/queues'
import { memberPoints } from '@plugins/loyalty/operations/memberLedger'
import { dashboardStats } from '@plugins/staff/operations/dashboardStats'
import type { CalendarDayAnswer, TodaysBookingsAnswer } from '@plugins/staff'
import type { QueueSchedule } from '@plugins/jobs'
import type { Booking } from '@/payload-types'
import { addBusinessDays, venueInstant } from '@/lib/time/businessDate'
import { seed } from '@/seed/seed'
import { checkInBody, currentWaiverVersion, freezeAt, heldBooking, kioskCall, paidBooking, signedInDevice } from '../helpers/kiosk'
import { createUser, loginToken, rest, testPayload } from '../helpers/payload'
import { uniqueEmail } from '../helpers/verification'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
})

afterEach(() => {
  vi.useRealTimers()
})

const db = () => drizzleOf(payload)

// Each test books on days of its own, 30 days apart, years after the real today: the job's week of
// lookback never reaches another test's (or another file's) bookings.
let dayTurn = 0
const ownDay = () => addBusinessDays('2036-01-06', 30 * dayTurn++)

/** A signed-in user with the role, made on the current (frozen) clock so the session is valid on it. */
async function tokenFor(
  role: 'staff' | 'admin' | 'kiosk',
  options: { canRefund?: boolean } = {},
): Promise<{ token: string; email: string }> {
  const user = await createUser(payload, [role])
  if (options.canRefund) await payload.update({ collection: 'users', id: user.id, data: { canRefund: true }, overrideAccess: true })
  return { token: await loginToken(user.email, user.password), email: user.email }
}

const bookingOf = (id: number): Promise<Booking> => payload.findByID({ collection: 'bookings', id, depth: 0, overrideAccess: true })
const statusOf = async (id: number) => (await bookingOf(id)).status

/** The clock at a venue time, then the job as its task runs it (markNoShows with the clock's now). */
async function runJobAt(date: string, time: string) {
  freezeAt(date, time)
  return markNoShows(payload, new Date())
}

async function checkIn(deviceToken: string, bookingId: number): Promise<void> {
  const answer = await kioskCall(deviceToken, 'check-in', checkInBody(bookingId, await currentWaiverVersion(deviceToken)))
  expect(answer.status, answer.text).toBe(200)
}

describe('the no-show job', () => {
  it('marks paid bookings of a day that is over, and nothing else: not today’s, not a visit, not a hold or a cancellation', async () => {
    const day = ownDay()
    freezeAt(day, '08:00')
    const device = await signedInDevice(payload, 'No-show door')
    const never = await paidBooking(day, { name: 'Never Came' })
    const alsoNever = await paidBooking(day, { name: 'Also Never', slot: '12:00' })
    const inside = await paidBooking(day, { name: 'Came And Stayed' })
    const left = await paidBooking(day, { name: 'Came And Left' })
    const held = await heldBooking(day, { name: 'Never Paid' })
    const cancelled = await paidBooking(day, { name: 'Called It Off' })
    freezeAt(addBusinessDays(day, -1), '10:00')
    const tomorrowsBooking = await paidBooking(addBusinessDays(day, 1), { name: 'Coming Tomorrow' })

    freezeAt(day, '09:40')
    await checkIn(device.token, inside.id)
    await checkIn(device.token, left.id)
    expect((await kioskCall(device.token, 'check-out', { ticketId: left.id, checkedOutAt: new Date().toISOString() })).status).toBe(200)
    const staff = await tokenFor('staff')
    expect((await rest('POST', `bookings/${cancelled.id}/cancel`, { body: { refund: false }, token: staff.token })).status).toBe(200)

    // Late in the evening the day is not over: nobody is a no-show yet.
    const evening = await runJobAt(day, '23:59')
    for (const booking of [never, alsoNever, inside, left, held, cancelled, tomorrowsBooking])
      expect(evening.bookingIds).not.toContain(booking.id)
    expect(await statusOf(never.id)).toBe('paid')

    // Just after midnight it is.
    const night = await runJobAt(addBusinessDays(day, 1), '00:07')
    const nightNow = new Date()
    expect(night.bookingIds.sort()).toEqual([never.id, alsoNever.id].sort())
    expect(night.marked).toBe(2)
    expect(await bookingOf(never.id)).toMatchObject({ status: 'no_show', noShowAt: nightNow.toISOString() })
    expect(await statusOf(alsoNever.id)).toBe('no_show')
    expect(await statusOf(inside.id)).toBe('checked_in')
    expect(await statusOf(left.id)).toBe('checked_out')
    expect(await statusOf(held.id)).toMatch(/held|expired/)
    expect(await statusOf(cancelled.id)).toBe('cancelled')
    // Tomorrow's booking is today's now: the family may still come.
    expect(await statusOf(tomorrowsBooking.id)).toBe('paid')

    // Safe to run again, at any time: nothing more is marked and the first marking stands.
    expect((await runJobAt(addBusinessDays(day, 1), '01:07')).bookingIds).toEqual([])
    expect((await runJobAt(addBusinessDays(day, 1), '15:07')).bookingIds).toEqual([])
    expect((await bookingOf(never.id)).noShowAt).toBe(nightNow.toISOString())
    // And the next night, tomorrow's unused booking in turn.
    expect((await runJobAt(addBusinessDays(day, 2), '00:07')).bookingIds).toEqual([tomorrowsBooking.id])
  })

  it('follows the venue’s day across the clock changes (a 23-hour and a 25-hour day)', async () => {
    // Sunday 25 March 2035: clocks go forward at 01:00 UTC, so the day ends at 23:00 UTC.
    freezeAt('2035-03-24', '10:00')
    const spring = await paidBooking('2035-03-25', { name: 'Spring Forward' })
    vi.setSystemTime(new Date('2035-03-25T22:59:00Z'))
    expect((await markNoShows(payload, new Date())).bookingIds).not.toContain(spring.id)
    vi.setSystemTime(new Date('2035-03-25T23:00:00Z'))
    expect((await markNoShows(payload, new Date())).bookingIds).toContain(spring.id)

    // Sunday 28 October 2035: clocks go back at 01:00 UTC, so the day ends at midnight UTC, 25 hours on.
    freezeAt('2035-10-27', '10:00')
    const autumn = await paidBooking('2035-10-28', { name: 'Fall Back' })
    vi.setSystemTime(new Date('2035-10-28T23:30:00Z'))
    expect((await markNoShows(payload, new Date())).bookingIds).not.toContain(autumn.id)
    vi.setSystemTime(new Date('2035-10-29T00:00:00Z'))
    expect((await markNoShows(payload, new Date())).bookingIds).toContain(autumn.id)
  })

  it('looks back one week only: an older unused booking is left as it is', async () => {
    const day = ownDay()
    freezeAt(day, '08:00')
    const old = await paidBooking(day, { name: 'Long Ago' })
    expect((await runJobAt(addBusinessDays(day, 8), '00:07')).bookingIds).not.toContain(old.id)
    expect(await statusOf(old.id)).toBe('paid')
    expect((await runJobAt(addBusinessDays(day, 7), '00:07')).bookingIds).toContain(old.id)
  })

  it('is one UPDATE of the status: a change another transaction commits meanwhile is kept, and a booking it cancelled is not marked', async () => {
    const day = ownDay()
    freezeAt(day, '08:00')
    const noted = await paidBooking(day, { name: 'Noted Meanwhile' })
    const cancelling = await paidBooking(day, { name: 'Cancelled Meanwhile' })
    const ticketsBefore = (await db().execute(sql`select * from bookings_tickets where _parent_id = ${noted.id} order by _order`)).rows
    const rowBefore = (await db().execute(sql`select * from bookings where id = ${noted.id}`)).rows[0]!

    // Another connection changes both rows and holds them, uncommitted.
    const other = await databasePool(payload).connect()
    try {
      await other.query('begin')
      await other.query(`update bookings set staff_note = 'Phoned: running late' where id = $1`, [noted.id])
      await other.query(`update bookings set status = 'cancelled', cancelled_by = 'staff' where id = $1`, [cancelling.id])
      freezeAt(addBusinessDays(day, 1), '00:07')
      const run = markNoShows(payload, new Date())
      // The job waits for those rows (polled from Postgres's own view, no timing assumed), then the change commits.
      await expect
        .poll(
          async () => {
            const waiting = await db().execute(sql`
            select count(*)::int as n from pg_stat_activity
             where datname = current_database() and wait_event_type = 'Lock' and query ilike ${"%set status = 'no_show'%"}`)
            return Number(waiting.rows[0]?.n ?? 0)
          },
          { timeout: 10_000 },
        )
        .toBeGreaterThan(0)
      await other.query('commit')
      const result = await run
      expect(result.bookingIds).toContain(noted.id)
      expect(result.bookingIds).not.toContain(cancelling.id)
    } finally {
      other.release()
    }

    expect(await bookingOf(noted.id)).toMatchObject({ status: 'no_show', staffNote: 'Phoned: running late' })
    expect(await statusOf(cancelling.id)).toBe('cancelled')
    // Nothing else of the row, nor its ticket lines, was written.
    const rowAfter = (await db().execute(sql`select * from bookings where id = ${noted.id}`)).rows[0]!
    const { status: _s1, no_show_at: _n1, updated_at: _u1, staff_note: _t1, ...restBefore } = rowBefore
    const { status: _s2, no_show_at: _n2, updated_at: _u2, staff_note: _t2, ...restAfter } = rowAfter
    expect(restAfter).toEqual(restBefore)
    expect((await db().execute(sql`select * from bookings_tickets where _parent_id = ${noted.id} order by _order`)).rows).toEqual(
      ticketsBefore,
    )
  })

  it('is a task on the maintenance queue, scheduled hourly, that the queue runs', async () => {
    const task = payload.config.jobs.tasks?.find((candidate) => candidate.slug === MARK_NO_SHOWS_TASK)
    expect(task?.schedule).toEqual([{ cron: '7 * * * *', queue: MAINTENANCE_QUEUE }])
    const schedules = (payload.config.custom?.queueSchedules ?? []) as QueueSchedule[]
    expect(schedules.map((schedule) => schedule.queue)).toContain(MAINTENANCE_QUEUE)

    const day = ownDay()
    freezeAt(day, '08:00')
    const booking = await paidBooking(day, { name: 'Queued Job' })
    freezeAt(addBusinessDays(day, 1), '00:07')
    const job = await payload.jobs.queue({ task: MARK_NO_SHOWS_TASK, queue: MAINTENANCE_QUEUE, input: {} })
    await payload.jobs.runByID({ id: job.id, silent: true })
    // Payload deletes a job once it completes; a failed one would stay, with its error.
    expect(
      await payload.findByID({ collection: 'payload-jobs', id: job.id, depth: 0, overrideAccess: true, disableErrors: true }),
    ).toBeNull()
    expect(await statusOf(booking.id)).toBe('no_show')
  })
})

describe('undoing a no-show', () => {
  it('moves it back to paid for staff, once, with the reason in the audit log; the job never marks it again', async () => {
    const day = ownDay()
    freezeAt(day, '08:00')
    const booking = await paidBooking(day, { name: 'Came After All' })
    const stillPaid = await paidBooking(day, { name: 'Checked In Family' })
    const device = await signedInDevice(payload, 'Undo door')
    freezeAt(day, '09:40')
    await checkIn(device.token, stillPaid.id)
    await runJobAt(addBusinessDays(day, 1), '00:07')
    const markedAt = (await bookingOf(booking.id)).noShowAt

    freezeAt(addBusinessDays(day, 1), '09:00')
    const staff = await tokenFor('staff')
    const kioskUser = await tokenFor('kiosk')
    const kioskDevice = await signedInDevice(payload, 'Undo door 2')
    const undo = (id: number, body: unknown, token?: string) => rest('POST', `admin/bookings/${id}/undo-no-show`, { body, token })

    expect((await undo(booking.id, { reason: 'Came in, kiosk not used' })).status).toBe(401)
    expect((await undo(booking.id, { reason: 'Came in, kiosk not used' }, kioskDevice.token)).status).toBe(403)
    expect((await undo(booking.id, { reason: 'Came in, kiosk not used' }, kioskUser.token)).status).toBe(403)
    expect(await undo(booking.id, {}, staff.token)).toMatchObject({
      status: 400,
      json: { error: { code: 'validation_failed', fields: { reason: expect.any(String) } } },
    })
    expect((await undo(booking.id, { reason: '  ' }, staff.token)).status).toBe(400)
    expect(await statusOf(booking.id)).toBe('no_show')
    expect(
      (await payload.count({ collection: 'audit-log', where: { recordId: { equals: String(booking.id) } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(0)

    const answer = await undo(booking.id, { reason: 'Came in, kiosk not used' }, staff.token)
    expect(answer.status, answer.text).toBe(200)
    expect(answer.json).toMatchObject({ success: true, booking: { id: booking.id, status: 'paid' } })
    const after = await bookingOf(booking.id)
    expect(after).toMatchObject({ status: 'paid', noShowAt: markedAt, checkedInAt: null })
    expect(after.staffNote).toContain(`No-show undone by ${staff.email}`)
    expect(after.staffNote).toContain('Came in, kiosk not used')
    const audit = await payload.find({
      collection: 'audit-log',
      where: { recordId: { equals: String(booking.id) } },
      depth: 0,
      overrideAccess: true,
    })
    expect(audit.docs).toHaveLength(1)
    expect(audit.docs[0]).toMatchObject({
      action: 'undo_no_show',
      entity: 'bookings',
      actorLabel: staff.email,
      before: { status: 'no_show', noShowAt: markedAt },
      after: { status: 'paid', reason: 'Came in, kiosk not used' },
    })

    // Only a no-show can be undone: again, a paid or a checked-in booking, are 409s that write nothing.
    expect(await undo(booking.id, { reason: 'Twice' }, staff.token)).toMatchObject({
      status: 409,
      json: { error: { code: 'not_no_show' } },
    })
    expect(await undo(stillPaid.id, { reason: 'Wrong one' }, staff.token)).toMatchObject({
      status: 409,
      json: { error: { code: 'not_no_show', message: expect.stringContaining('checked in') } },
    })
    expect((await undo(2_000_000_000, { reason: 'Nobody' }, staff.token)).status).toBe(404)
    expect((await undo(0, { reason: 'Nobody' }, staff.token)).status).toBe(400)
    expect(
      (
        await payload.count({
          collection: 'audit-log',
          where: { recordId: { in: [String(booking.id), String(stillPaid.id)] } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(1)

    // The hourly job runs on: the undone booking stays paid.
    expect((await runJobAt(addBusinessDays(day, 1), '10:07')).bookingIds).not.toContain(booking.id)
    expect((await runJobAt(addBusinessDays(day, 2), '00:07')).bookingIds).not.toContain(booking.id)
    expect(await statusOf(booking.id)).toBe('paid')

    // Admins may undo too.
    const second = await paidBookingMarkedNoShow()
    const admin = await tokenFor('admin')
    expect((await undo(second, { reason: 'Marked by mistake' }, admin.token)).status).toBe(200)
  })
})

/** A paid booking on a day of its own, marked by the job; the clock is left the next morning. */
async function paidBookingMarkedNoShow(options: { name?: string; email?: string; loyaltyOptIn?: boolean } = {}): Promise<number> {
  const day = ownDay()
  freezeAt(day, '08:00')
  const booking = await paidBooking(day, options)
  expect((await runJobAt(addBusinessDays(day, 1), '00:07')).bookingIds).toContain(booking.id)
  freezeAt(addBusinessDays(day, 1), '09:00')
  return booking.id
}

describe('no-shows on the dashboard', () => {
  it('are a status and a filter of a past day in Today’s Bookings, and in its CSV', async () => {
    const day = ownDay()
    freezeAt(day, '08:00')
    const device = await signedInDevice(payload, 'Dashboard door')
    const missed = await paidBooking(day, { name: 'Missed Family' })
    const came = await paidBooking(day, { name: 'Came Family' })
    freezeAt(day, '09:40')
    await checkIn(device.token, came.id)
    await runJobAt(addBusinessDays(day, 1), '00:07')

    freezeAt(addBusinessDays(day, 1), '09:00')
    const staff = await tokenFor('staff')
    const today = await rest('GET', 'admin/todays-bookings', { token: staff.token })
    expect(today.json).toMatchObject({ date: addBusinessDays(day, 1), today: addBusinessDays(day, 1) })
    const past = await rest('GET', `admin/todays-bookings?date=${day}`, { token: staff.token })
    expect(past.status, past.text).toBe(200)
    const answer = past.json as TodaysBookingsAnswer
    expect(answer).toMatchObject({ date: day, today: addBusinessDays(day, 1) })
    expect(answer.bookings.map((row) => [row.customerName, row.visitStatus])).toEqual([
      ['Came Family', 'playing'],
      ['Missed Family', 'no_show'],
    ])
    expect(answer.bookings.find((row) => row.id === missed.id)).toMatchObject({ checkedIn: false, totalAmount: 2100 })
    expect((await rest('GET', 'admin/todays-bookings?date=2036-02-31', { token: staff.token })).status).toBe(400)
    expect((await rest('GET', 'admin/todays-bookings?date=yesterday', { token: staff.token })).status).toBe(400)

    const csv = await rest('GET', `admin/todays-bookings/export?date=${day}`, { token: staff.token })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-disposition')).toContain(`bookings-${day}.csv`)
    expect(csv.text).toMatch(/"Missed Family".*"no_show"/)

    // The calendar's day still shows the places it held, with its status.
    const calendar = await rest('GET', `admin/calendar/day?date=${day}`, { token: staff.token })
    const session = (calendar.json as CalendarDayAnswer).sessions.find((candidate) =>
      candidate.bookings.some((booking) => booking.id === missed.id),
    )
    expect(session?.bookings.find((booking) => booking.id === missed.id)).toMatchObject({ status: 'no_show', checkedIn: false })
    expect(session?.booked).toBeGreaterThanOrEqual(4)
  })

  it('are counted on the Overview: yesterday’s, and the seven days before today, less those undone', async () => {
    // Today is D; no-shows on D-8 (out), D-7 (in), D-3 (in), and two on D-1, one of them undone.
    const today = ownDay()
    const dates = {
      out: addBusinessDays(today, -8),
      first: addBusinessDays(today, -7),
      mid: addBusinessDays(today, -3),
      yesterday: addBusinessDays(today, -1),
    }
    const before = await dashboardStats(payload, venueInstant(today, '12:00'))
    const markDay = async (date: string, names: string[]) => {
      freezeAt(date, '08:00')
      const ids: number[] = []
      for (const name of names) ids.push((await paidBooking(date, { name })).id)
      expect((await runJobAt(addBusinessDays(date, 1), '00:07')).bookingIds.sort()).toEqual(ids.sort())
      return ids
    }
    await markDay(dates.out, ['Eight Days Ago'])
    await markDay(dates.first, ['Seven Days Ago'])
    await markDay(dates.mid, ['Three Days Ago'])
    const [, undone] = await markDay(dates.yesterday, ['Yesterday One', 'Yesterday Two'])

    freezeAt(today, '12:00')
    const staff = await tokenFor('staff')
    expect(
      (await rest('POST', `admin/bookings/${undone}/undo-no-show`, { body: { reason: 'They were here' }, token: staff.token })).status,
    ).toBe(200)
    const stats = await rest('GET', 'admin/dashboard-stats', { token: staff.token })
    expect(stats.status).toBe(200)
    expect((stats.json as { stats: unknown }).stats).toMatchObject({ noShowsYesterday: 1, noShowsLast7Days: 3, yesterday: dates.yesterday })
    // Nothing of these days existed before (each test has days of its own).
    expect(before.stats).toMatchObject({ noShowsYesterday: 0, noShowsLast7Days: 0 })
    expect((await dashboardStats(payload, new Date())).stats).toMatchObject({ noShowsYesterday: 1, noShowsLast7Days: 3 })
    // Seen from the day after, D-7 has left the window and D-1 is no longer yesterday.
    expect((await dashboardStats(payload, venueInstant(addBusinessDays(today, 1), '12:00'))).stats).toMatchObject({
      noShowsYesterday: 0,
      noShowsLast7Days: 2,
    })
  })
})

describe('no-shows and loyalty', () => {
  const memberOf = async (email: string) => {
    const { docs } = await payload.find({
      collection: 'loyalty-members',
      where: { email: { equals: email } },
      depth: 0,
      overrideAccess: true,
    })
    return memberPoints(await createLocalReq({}, payload), docs[0]!.id)
  }

  it('a no-show never counts as a visit, marked or undone; a visit on the same day does; staff may still cancel and refund it', async () => {
    const email = uniqueEmail('noshow-loyalty')
    const day = ownDay()
    freezeAt(day, '08:00')
    const device = await signedInDevice(payload, 'Loyalty door')
    const missed = await paidBooking(day, { name: 'Loyal Family', email, loyaltyOptIn: true })
    const came = await paidBooking(day, { name: 'Loyal Family', email, loyaltyOptIn: true, slot: '12:00' })
    // Enrolled with the welcome bonus, 21 points per £21 booking; no visit yet.
    expect(await memberOf(email)).toMatchObject({ currentPoints: 50 + 21 + 21, visitCount: 0 })
    freezeAt(day, '12:10')
    await checkIn(device.token, came.id)
    expect(await memberOf(email)).toMatchObject({ visitCount: 1 })

    await runJobAt(addBusinessDays(day, 1), '00:07')
    expect(await statusOf(missed.id)).toBe('no_show')
    expect(await statusOf(came.id)).toBe('checked_in')
    // Paid, so its points stay; never through the door, so no visit.
    const afterJob = await memberOf(email)
    expect(afterJob).toMatchObject({ visitCount: 1 })
    expect(
      (
        await payload.count({
          collection: 'loyalty-activities',
          where: { sourceKey: { equals: `booking-${missed.id}` } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)

    freezeAt(addBusinessDays(day, 1), '09:00')
    const staff = await tokenFor('staff')
    expect(
      (await rest('POST', `admin/bookings/${missed.id}/undo-no-show`, { body: { reason: 'Marked by mistake' }, token: staff.token }))
        .status,
    ).toBe(200)
    expect(await memberOf(email)).toMatchObject({ visitCount: 1, currentPoints: afterJob.currentPoints })
    await runJobAt(addBusinessDays(day, 2), '00:07')
    expect(await memberOf(email)).toMatchObject({ visitCount: 1 })

    // Marked again (a new booking), the family cannot cancel it online, but staff can, with a refund that takes its points back.
    const second = await paidBookingMarkedNoShow({ name: 'Loyal Family', email, loyaltyOptIn: true })
    const token = manageToken(payload.config.secret, second)
    const view = await rest('GET', `bookings/manage?token=${encodeURIComponent(token)}`)
    expect(view.status, view.text).toBe(200)
    expect(view.json).toMatchObject({
      booking: { status: 'no_show' },
      cancellation: { allowed: false, reason: expect.stringContaining('not used on its day') },
    })
    expect(await rest('POST', 'bookings/cancel', { body: { token } })).toMatchObject({
      status: 409,
      json: { error: { code: 'not_cancellable' } },
    })
    expect(await statusOf(second)).toBe('no_show')
    const pointsBefore = (await memberOf(email)).currentPoints
    // Cancelling with a refund needs the refund permission (issue 24, part 5).
    const staffAgain = await tokenFor('staff', { canRefund: true })
    const cancel = await rest('POST', `bookings/${second}/cancel`, {
      body: { refund: true, reason: 'Goodwill: poorly child' },
      token: staffAgain.token,
    })
    expect(cancel.status, cancel.text).toBe(200)
    expect(await bookingOf(second)).toMatchObject({ status: expect.stringMatching(/cancelled|refunded/), refundDuePence: 2100 })
    expect(await memberOf(email)).toMatchObject({ currentPoints: pointsBefore - 21, visitCount: 1 })
  })
})

describe('a no-show at the kiosk', () => {
  it('is not offered by the search, and a check-in of it is refused with a plain message', async () => {
    const id = await paidBookingMarkedNoShow({ name: 'Kiosk Noshowfamily' })
    const device = await signedInDevice(payload, 'Kiosk no-show door')
    const search = await kioskCall(device.token, 'search-all-tickets', { customerName: 'Kiosk Noshowfamily' })
    expect(search.status).toBe(200)
    expect((search.json as { tickets: { id: number }[] }).tickets.map((ticket) => ticket.id)).not.toContain(id)
    const answer = await kioskCall(device.token, 'check-in', checkInBody(id, await currentWaiverVersion(device.token)))
    expect(answer).toMatchObject({
      status: 409,
      json: { error: { code: 'no_show', message: expect.stringContaining('Please see a member of staff') } },
    })
    expect(await statusOf(id)).toBe('no_show')
  })
})
