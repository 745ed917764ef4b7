// `npm run worker`: the job queues alone, in a process of their own (no web server), for a
// deployment whose web instances run with JOB_RUNNERS=off. Each queue is still worked by one
// runner at a time across every process (a Postgres session lock), so two workers are safe too.
// SIGTERM lets the runs under way finish before the process exits.
import config from '@payload-config'
import { getPayload } from 'payload'
import { startJobRunners } from '../plugins/jobs'
import { STOP_QUEUE_RUNNERS } from '../plugins/jobs/startQueueRunners'

const payload = await getPayload({ config })
startJobRunners(payload)
const schedules = (payload.config.custom?.queueSchedules as { queue: string; cron: string }[] | undefined) ?? []
payload.logger.info(`worker: running ${schedules.map(({ queue, cron }) => `${queue} (${cron})`).join(', ')}`)

// `payload run` exits once this module's top level settles: settle on the first stop signal.
await new Promise<void>((resolve) => {
  const stop = (signal: string) => {
    payload.logger.info(`worker: ${signal}, finishing the queue runs under way`)
    const stopRunners = (globalThis as { [STOP_QUEUE_RUNNERS]?: () => Promise<void> })[STOP_QUEUE_RUNNERS]
    void (stopRunners ? stopRunners() : Promise.resolve()).finally(resolve)
  }
  process.once('SIGTERM', () => stop('SIGTERM'))
  process.once('SIGINT', () => stop('SIGINT'))
})
