// One runner of the jobs race, run by tests/int/job-runners.int.test.ts two processes at once,
// one command (tests/race/commandLoop.ts) per race. By default it works the command's queue through
// the exclusive runner, as every app instance's cron does, until no job is left in it. With `once`
// it makes a single run and reports the jobs it claimed (the test's barrier decides the timing):
// through the exclusive runner waiting for the queue's lock, as a manual run does, or, with
// `unlocked`, through Payload's own run (the control).
import config from '@payload-config'
import { getPayload } from 'payload'
import { runQueueExclusively } from '@plugins/jobs'
import { serveCommands } from './commandLoop'

export type RunnerCommand = { queue: string; unlocked: boolean; once: boolean; seconds: number }
export type RunnerResult = { runs: number; failures: number; healthy: boolean; worked: string[] }

const payload = await getPayload({ config })

// What a single run claimed, seen where Payload claims (its adapter's updateJobs with
// `processing: true`): a job the other run claimed too may make this run fail part-way (it finds
// the job deleted by the other's finish), but it was claimed, and its work started, twice.
let claimed: string[] | null = null
const updateJobs = payload.db.updateJobs.bind(payload.db)
payload.db.updateJobs = async (args) => {
  const updated = await updateJobs(args)
  if (claimed && args.data.processing === true && updated) claimed.push(...updated.map((job) => String(job.id)))
  return updated
}

async function runOnce({ queue, unlocked, seconds }: RunnerCommand): Promise<RunnerResult> {
  const worked: string[] = []
  claimed = worked
  let failures = 0
  const run = (async () => {
    try {
      if (unlocked) await payload.jobs.run({ queue, limit: 20, silent: true })
      else await runQueueExclusively(payload, { queue, limit: 20, wait: true })
    } catch (error) {
      failures += 1
      console.error(error)
    }
    return true
  })()
  // A run that never returns (the control's doubly claimed jobs can wait on each other inside
  // Payload's run) reports itself unhealthy when its time is up, instead of hanging the test.
  const finished = await Promise.race([run, new Promise<false>((resolve) => setTimeout(() => resolve(false), (seconds + 5) * 1000))])
  claimed = null
  return { runs: 1, failures, healthy: finished && failures === 0, worked }
}

async function runUntilEmpty({ queue, seconds }: RunnerCommand): Promise<RunnerResult> {
  const pending = async () =>
    (
      await payload.count({
        collection: 'payload-jobs',
        where: { and: [{ queue: { equals: queue } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }] },
        overrideAccess: true,
      })
    ).totalDocs
  const deadline = Date.now() + seconds * 1000
  const worked: string[] = []
  let runs = 0
  let failures = 0
  while (Date.now() < deadline && (await pending()) > 0) {
    try {
      const result = await runQueueExclusively(payload, { queue, limit: 20 })
      if (result.ran) worked.push(...result.jobIds)
      else await new Promise((resolve) => setTimeout(resolve, 20))
      runs += 1
    } catch (error) {
      failures += 1
      payload.logger.error({ err: error, msg: 'runner failed' })
    }
  }
  // Still healthy afterwards: the pool answers.
  const healthy = (await payload.db.pool.query('select 1 as ok')).rows[0]?.ok === 1
  return { runs, failures, healthy, worked }
}

await serveCommands<RunnerCommand, RunnerResult>((command) => (command.once ? runOnce(command) : runUntilEmpty(command)))
// No payload.destroy(): in the control, a doubly claimed job can leave a connection in a
// transaction that never ends, and closing the pool would wait for it for ever. Exiting closes it.
process.exit(0)
