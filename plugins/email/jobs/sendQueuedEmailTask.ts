import type { PayloadRequest, TaskConfig } from 'payload'
import { withIdempotencyKey } from '../idempotency'
import { EMAIL_QUEUE, SEND_QUEUED_EMAIL_TASK } from '../types'

/** A text attachment (a calendar file): small enough to ride in the job's input. */
export type QueuedAttachment = { filename: string; contentType: string; content: string }

export type QueuedEmail = { to: string; replyTo?: string; subject: string; text: string; html: string; attachments?: QueuedAttachment[] }

/**
 * A message rendered by the request that caused it and sent by the jobs queue: a provider outage
 * delays it (retried with backoff) instead of losing it. Queue it with `req` inside the write's
 * transaction and the message exists exactly when the write committed.
 */
export const sendQueuedEmailTask: TaskConfig<typeof SEND_QUEUED_EMAIL_TASK> = {
  slug: SEND_QUEUED_EMAIL_TASK,
  label: 'Send an e-mail',
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 60_000 } },
  inputSchema: [
    { name: 'to', type: 'email', required: true },
    { name: 'replyTo', type: 'email' },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true },
    { name: 'html', type: 'textarea', required: true },
    { name: 'attachments', type: 'json' },
  ],
  handler: async ({ input, job, req }) => {
    const attachments = Array.isArray(input.attachments) ? (input.attachments as QueuedAttachment[]) : undefined
    const message = {
      to: input.to,
      replyTo: input.replyTo ?? undefined,
      subject: input.subject,
      text: input.text,
      html: input.html,
      ...(attachments?.length ? { attachments } : {}),
    }
    await req.payload.sendEmail(withIdempotencyKey(message, `queued-email-${job.id}`))
    return { output: {} }
  },
}

/** Returns the job's id, for a caller that wants the message sent now rather than at the next cron tick. */
export async function queueEmail(req: PayloadRequest, email: QueuedEmail): Promise<number | string> {
  const job = await req.payload.jobs.queue({ task: SEND_QUEUED_EMAIL_TASK, input: email, queue: EMAIL_QUEUE, req })
  return job.id
}
