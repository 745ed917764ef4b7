import type { SendEmailOptions } from 'payload'

/**
 * A message carries its idempotency key in this header from the job that sends it to the adapter,
 * which hands it to the provider (Resend keeps a key for 24 hours) or the outbox (a unique
 * column), and never sends the header itself. A retried job then has no second effect.
 */
const HEADER = 'X-Playcentre-Idempotency-Key'

export function withIdempotencyKey(message: SendEmailOptions, key: string): SendEmailOptions {
  const headers = message.headers && !Array.isArray(message.headers) ? message.headers : {}
  return { ...message, headers: { ...headers, [HEADER]: key } }
}

/** The key, and the message without it. */
export function takeIdempotencyKey(message: SendEmailOptions): { key: string | undefined; message: SendEmailOptions } {
  if (!message.headers || Array.isArray(message.headers)) return { key: undefined, message }
  const { [HEADER]: value, ...headers } = message.headers as Record<string, unknown>
  const key = typeof value === 'string' && value !== '' ? value : undefined
  return { key, message: { ...message, headers: headers as SendEmailOptions['headers'] } }
}
