/** One queue worked on a schedule: what Payload's `jobs.autoRun` entries say, run our way. */
export type QueueSchedule = { queue: string; cron: string; limit: number }
