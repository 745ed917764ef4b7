import { databasePool } from '@/lib/db/pool'
import type { Contributions } from '@/lib/plugins/contributions'

/** The job's last error in one line (Payload stores `{ message, stack, ... }` or a log of them). */
function errorMessage(error: unknown): string {
  if (error && typeof error === 'object') {
    const message = (error as { message?: unknown; cancelled?: unknown }).message
    if (typeof message === 'string' && message) return message.split('\n')[0]!.slice(0, 200)
  }
  return 'Failed after its retries'
}

/** A booking the job was about, when its input names one, so the row can link to it. */
function bookingOf(input: unknown): number | null {
  if (!input || typeof input !== 'object') return null
  const id = (input as { bookingId?: unknown }).bookingId
  return typeof id === 'number' && Number.isInteger(id) ? id : typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : null
}

/** Jobs that failed for good: the Overview's "Needs attention". The jobs table keeps only unfinished jobs. */
export const jobsNeedsAttention: Partial<Contributions> = {
  needsAttention: [
    {
      plugin: 'jobs',
      list: 'failedJobs',
      read: async (payload, limit) => {
        const pool = databasePool(payload)
        const [jobs, count] = await Promise.all([
          pool.query<{
            id: number
            task_slug: string | null
            queue: string | null
            total_tried: string | null
            error: unknown
            input: unknown
            updated_at: Date
          }>(
            `select id, task_slug, queue, total_tried, error, input, updated_at from payload_jobs
              where has_error and completed_at is null order by updated_at desc limit $1`,
            [limit],
          ),
          pool.query<{ n: string }>('select count(*) as n from payload_jobs where has_error and completed_at is null'),
        ])
        return {
          total: Number(count.rows[0]?.n ?? 0),
          items: jobs.rows.map((row) => ({
            id: row.id,
            task: row.task_slug ?? 'unknown',
            queue: row.queue ?? 'default',
            tries: Number(row.total_tried ?? 0),
            error: errorMessage(row.error),
            bookingId: bookingOf(row.input),
            updatedAt: new Date(row.updated_at).toISOString(),
          })),
        }
      },
    },
  ],
}
