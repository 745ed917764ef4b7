// One runner of the jobs race: works RUNNER_QUEUE until no job is left in it, either through the
// exclusive runner (as every app instance's cron does) or, with RUNNER_UNLOCKED=1, through
// Payload's own run (the control). Run by tests/int/job-runners.int.test.ts, two processes at once.
import config from '@payload-config'
import { getPayload } from 'payload'
import { runQueueExclusively } from '@plugins/jobs'

const queue = process.env.RUNNER_QUEUE!
const unlocked = process.env.RUNNER_UNLOCKED === '1'
const payload = await getPayload({ config })

// Both runners start together: each says it is ready and waits for the test's go.
console.log('RUNNER_READY')
await new Promise<void>((resolve) => process.stdin.once('data', () => resolve()))

const pending = async () =>
  (await payload.count({ collection: 'payload-jobs', where: { and: [{ queue: { equals: queue } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }] }, overrideAccess: true })).totalDocs

let runs = 0
let failures = 0
const worked: string[] = []
let idleRuns = 0
const seconds = Number(process.env.RUNNER_SECONDS ?? 60)
const deadline = Date.now() + seconds * 1000

function report(healthy: boolean): never {
  console.log(`RUNNER_RESULT ${JSON.stringify({ runs, failures, healthy, worked })}`)
  // No payload.destroy(): in the control, a doubly claimed job can leave a connection in a
  // transaction that never ends, and closing the pool would wait for it for ever. Exiting closes it.
  process.exit(0)
}

// The control's run can wait for ever on a connection a doubly claimed job holds, inside
// Payload's run where the loop's deadline is never checked: it reports what it worked by then.
if (unlocked) setTimeout(() => report(false), (seconds + 5) * 1000)

// Until the queue is empty, or (the control, whose doubly claimed jobs can stay claimed for ever) nothing runnable is left.
while (Date.now() < deadline && idleRuns < 3 && (await pending()) > 0) {
  try {
    if (unlocked) {
      const result = await payload.jobs.run({ queue, limit: 20, silent: true })
      const ids = Object.keys(result.jobStatus ?? {})
      worked.push(...ids)
      idleRuns = ids.length === 0 ? idleRuns + 1 : 0
    } else {
      const result = await runQueueExclusively(payload, { queue, limit: 20 })
      if (result.ran) worked.push(...result.jobIds)
      else await new Promise((resolve) => setTimeout(resolve, 20))
    }
    runs += 1
  } catch (error) {
    failures += 1
    payload.logger.error({ err: error, msg: 'runner failed' })
  }
}
// Still healthy afterwards: the pool answers.
// (Not asked of the control: its stuck transactions can hold every pooled connection, so the query would wait for ever.)
report(unlocked ? false : (await payload.db.pool.query('select 1 as ok')).rows[0]?.ok === 1)
