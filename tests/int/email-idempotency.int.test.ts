import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { withIdempotencyKey } from '@plugins/email'
import { SEND_QUEUED_EMAIL_TASK } from '../../plugins/email/types'
import { testPayload } from '../helpers/payload'
import { workQueue } from '../helpers/jobs'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const kept = async (subject: string) =>
  (await payload.find({ collection: 'email-outbox', where: { subject: { equals: subject } }, limit: 10, overrideAccess: true })).docs

describe('e-mail idempotency keys', () => {
  it('keeps one message however often, and however concurrently, it is sent with one key', async () => {
    const subject = `Keyed ${Date.now()}`
    const message = withIdempotencyKey({ to: 'keyed@test.example', subject, text: 'Once' }, `test-${subject}`)
    const ids = await Promise.all(Array.from({ length: 5 }, () => payload.sendEmail(message) as Promise<{ id: number }>))
    await payload.sendEmail(message)
    const docs = await kept(subject)
    expect(docs).toHaveLength(1)
    expect(new Set(ids.map((sent) => sent.id))).toEqual(new Set([docs[0]!.id]))
    expect(docs[0]!.idempotencyKey).toBe(`test-${subject}`)
  })

  it('sends messages without a key, or with different keys, every time', async () => {
    const subject = `Unkeyed ${Date.now()}`
    await payload.sendEmail({ to: 'keyed@test.example', subject, text: 'One' })
    await payload.sendEmail({ to: 'keyed@test.example', subject, text: 'Two' })
    await payload.sendEmail(withIdempotencyKey({ to: 'keyed@test.example', subject, text: 'Three' }, `a-${subject}`))
    await payload.sendEmail(withIdempotencyKey({ to: 'keyed@test.example', subject, text: 'Four' }, `b-${subject}`))
    expect(await kept(subject)).toHaveLength(4)
  })

  it('gives a queued e-mail whose job runs again no second copy', async () => {
    const subject = `Retried ${Date.now()}`
    const job = await payload.jobs.queue({
      task: SEND_QUEUED_EMAIL_TASK,
      queue: 'emails',
      input: { to: 'retried@test.example', subject, text: 'Hi', html: '<p>Hi</p>' },
    })
    await workQueue(payload, 'emails')
    // The job as a runner that crashed after sending (and before recording it) would run it again.
    const task = payload.config.jobs.tasks?.find((candidate) => candidate.slug === SEND_QUEUED_EMAIL_TASK)
    const req = await createLocalReq({}, payload)
    await (task!.handler as (args: unknown) => Promise<unknown>)({
      input: { to: 'retried@test.example', subject, text: 'Hi', html: '<p>Hi</p>' },
      job,
      req,
    })
    expect(await kept(subject)).toHaveLength(1)
  })

  it('sends an e-mail whose job a runner claimed and then died holding, once', async () => {
    const subject = `Stranded ${Date.now()}`
    const job = await payload.jobs.queue({
      task: SEND_QUEUED_EMAIL_TASK,
      queue: 'emails',
      input: { to: 'stranded@test.example', subject, text: 'Hi', html: '<p>Hi</p>' },
    })
    // What a killed runner leaves: the job claimed, never finished.
    await payload.db.updateOne({ collection: 'payload-jobs', id: job.id, data: { processing: true } })
    await workQueue(payload, 'emails')
    expect(await kept(subject)).toHaveLength(1)
    const after = await payload.find({ collection: 'payload-jobs', where: { id: { equals: job.id } }, overrideAccess: true })
    expect(after.docs.every((doc) => !doc.processing)).toBe(true)
  })
})
