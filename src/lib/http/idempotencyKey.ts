import { z } from 'zod'

/** The Idempotency-Key header a retried write carries: 8 to 100 letters, digits, dashes or underscores. */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/)
