// One runner of the jobs race, run by tests/int/job-runners.int.test.ts two processes at once.
// By default it works RUNNER_QUEUE through the exclusive runner, as every app instance's cron
// does, until no job is left in it. With RUNNER_ONCE=1 it makes a single run and reports it (the
// test's barrier decides the timing) of the jobs it claimed: through the exclusive runner waiting
// for the queue's lock, as a manual run does, or, with RUNNER_UNLOCKED=1, through Payload's own
// run (the control).
import config from '@payload-config'
import { getPayload } from 'payload'
import { runQueueExclusively } from '@plugins/jobs'

const queue = process.env.RUNNER_QUEUE!
const unlocked = process.env.RUNNER_UNLOCKED === '1'
const once = process.env.RUNNER_ONCE === '1'
const payload = await getPayload({ config })

// Both runners start together: each says it is ready and waits for the test's go.
console.log('RUNNER_READY')
await new Promise<void>((resolve) => process.stdin.once('data', () => resolve()))

const pending = async () =>
  (
    await payload.count({
      collection: 'payload-jobs',
      where: { and: [{ queue: { equals: queue } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }] },
      overrideAccess: true,
    })
  ).totalDocs

let runs = 0
let failures = 0
const worked: string[] = []
const seconds = Number(process.env.RUNNER_SECONDS ?? 60)
const deadline = Date.now() + seconds * 1000

function report(healthy: boolean): never {
  console.log(`RUNNER_RESULT ${JSON.stringify({ runs, failures, healthy, worked })}`)
  // No payload.destroy(): in the control, a doubly claimed job can leave a connection in a
  // transaction that never ends, and closing the pool would wait for it for ever. Exiting closes it.
  process.exit(0)
}

if (once) {
  // A run that never returns (the control's doubly claimed jobs can wait on each other inside
  // Payload's run) reports itself unhealthy when its time is up, instead of hanging the test.
  setTimeout(() => report(false), (seconds + 5) * 1000)
  // What this run claimed, seen where Payload claims (its adapter's updateJobs with
  // `processing: true`): a job the other run claimed too may make this run fail part-way (it
  // finds the job deleted by the other's finish), but it was claimed, and its work started, twice.
  const updateJobs = payload.db.updateJobs.bind(payload.db)
  payload.db.updateJobs = async (args) => {
    const updated = await updateJobs(args)
    if (args.data.processing === true && updated) worked.push(...updated.map((job) => String(job.id)))
    return updated
  }
  try {
    if (unlocked) await payload.jobs.run({ queue, limit: 20, silent: true })
    else await runQueueExclusively(payload, { queue, limit: 20, wait: true })
  } catch (error) {
    failures += 1
    console.error(error)
  }
  runs = 1
  report(failures === 0)
}

// Until the queue is empty or the time is up.
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
report((await payload.db.pool.query('select 1 as ok')).rows[0]?.ok === 1)
