// A queued job that fails is logged with its error, whether the queue's runner or the request that
// queued it ran it (plugins/jobs/runLogging.ts): silent runs had hidden every failure.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { runJobNow, runQueueExclusively } from '@plugins/jobs'
import { SEND_BOOKING_EMAIL_TASK } from '../../plugins/booking/jobs/queues'
import { testPayload } from '../helpers/payload'

let payload: Payload
/** A queue of this file's own, so the runs below work only the jobs queued here. */
const queue = `failing-jobs-${process.pid}-${Date.now()}`
const NO_SUCH_BOOKING = 2_000_000_000

beforeAll(async () => {
  payload = await testPayload()
})
afterAll(async () => {
  vi.restoreAllMocks()
  await payload.delete({ collection: 'payload-jobs', where: { queue: { equals: queue } }, overrideAccess: true })
})

/** Queues an e-mail for a booking no one has: the task's read of the booking throws. */
async function queueFailingJob(): Promise<string | number> {
  const job = await payload.jobs.queue({
    task: SEND_BOOKING_EMAIL_TASK,
    input: { bookingId: NO_SUCH_BOOKING, kind: 'confirmation' },
    queue,
  })
  return job.id
}

type LoggedError = { msg?: string; taskSlug?: string; job?: { id?: unknown }; err?: { message?: string } }

/** What Payload's logger was given at error level after its first `since` calls. */
function errorsLoggedAfter(spy: { mock: { calls: unknown[][] } }, since: number): LoggedError[] {
  return spy.mock.calls.slice(since).map(([entry]) => (typeof entry === 'string' ? { msg: entry } : (entry as LoggedError)))
}

/** The entry Payload logs for a task's failed attempt, with the job, the task and the error. */
function failedAttempt(id: string | number) {
  return expect.objectContaining({
    msg: expect.stringMatching(/^Error running task .*Attempt 1/),
    taskSlug: SEND_BOOKING_EMAIL_TASK,
    job: expect.objectContaining({ id }),
    err: expect.objectContaining({ message: expect.stringMatching(/not found/i) }),
  })
}

describe('a failing job', () => {
  it("is logged with its error when the queue's runner works it, and stays queued for its retries", async () => {
    const spy = vi.spyOn(payload.logger, 'error')
    const before = spy.mock.calls.length
    const id = await queueFailingJob()
    const run = await runQueueExclusively(payload, { queue, wait: true })
    expect(run).toMatchObject({ ran: true, jobIds: [String(id)] })
    expect(errorsLoggedAfter(spy, before)).toEqual([failedAttempt(id)])
    const job = await payload.findByID({ collection: 'payload-jobs', id, overrideAccess: true })
    expect(job).toMatchObject({ hasError: false, completedAt: null, totalTried: 1 })
  })

  it('is logged with its error when the request that queued it runs it at once', async () => {
    const spy = vi.spyOn(payload.logger, 'error')
    const before = spy.mock.calls.length
    const id = await queueFailingJob()
    await runJobNow(payload, id, { msg: 'the test job failed' })
    expect(errorsLoggedAfter(spy, before)).toEqual([failedAttempt(id)])
  })
})
