import type { TaskConfig } from 'payload'
import { markNoShows } from '../operations/markNoShows'
import { MAINTENANCE_QUEUE, MARK_NO_SHOWS_TASK } from './queues'

/**
 * Hourly (`7 * * * *` by default): paid bookings of days that are over become no-shows. The
 * crons tick in the host's time zone and Payload cannot give a schedule another one, so an
 * hourly run, rather than one at "00:05", is what makes the first run of each venue day come
 * shortly after midnight in London on any host; the other runs find nothing and cost one index
 * range scan.
 */
export const markNoShowsTask = (cron: string): TaskConfig<typeof MARK_NO_SHOWS_TASK> => ({
  slug: MARK_NO_SHOWS_TASK,
  label: 'Mark no-shows',
  schedule: [{ cron, queue: MAINTENANCE_QUEUE }],
  outputSchema: [{ name: 'marked', type: 'number', required: true }],
  handler: async ({ req }) => ({ output: { marked: (await markNoShows(req.payload)).marked } }),
})
