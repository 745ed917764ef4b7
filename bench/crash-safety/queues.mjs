import { asAdmin, query, request } from './context.mjs'
import { inflight } from './families.mjs'
import { log, sleep, started } from './log.mjs'

// The queues, worked the way a busy server's crons work them: each queue on its own, ten jobs a
// run, here back to back (the server's own crons keep running too, once a minute).
let queueLoopOn = false
let queueLoopDone = Promise.resolve()
export const queueRuns = { ok: 0, failed: 0, log: [] }
export function startQueueLoop() {
  queueLoopOn = true
  const loop = async (queue) => {
    while (queueLoopOn) {
      const runStarted = Date.now()
      try {
        inflight.queues.add(queue)
        const answer = await request('GET', `/api/jobs/run?queue=${queue}&limit=10`, { headers: asAdmin() })
        queueRuns.log.push({ queue, at: runStarted - started, ms: Date.now() - runStarted, status: answer.status, jobs: answer.json?.jobs })
        if (answer.status === 200) queueRuns.ok += 1
        else queueRuns.failed += 1
      } catch (error) {
        queueRuns.log.push({ queue, at: runStarted - started, ms: Date.now() - runStarted, error: error.code ?? error.message })
        queueRuns.failed += 1
        await sleep(500)
      } finally {
        inflight.queues.delete(queue)
      }
      await sleep(200)
    }
  }
  queueLoopDone = Promise.all(['emails', 'payments', 'maintenance'].map(loop))
}
export async function stopQueueLoop() {
  queueLoopOn = false
  await queueLoopDone
}

/** Jobs still to run now or within two minutes (a retry after a failure), bar the queues' own schedule. */
const runnableJobsSql = `
  select count(*)::int as n from payload_jobs
  where completed_at is null and not coalesce(has_error, false) and not coalesce(processing, false)
    and (wait_until is null or wait_until <= now() + interval '120 seconds')
    and coalesce(meta->>'scheduled', 'false') <> 'true'`

export async function drainQueues(label, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs
  let rounds = 0
  while (Date.now() < deadline) {
    rounds += 1
    for (const queue of ['payments', 'emails', 'maintenance']) {
      try {
        await request('GET', `/api/jobs/run?queue=${queue}&limit=100`, { headers: asAdmin() })
      } catch (error) {
        log(`draining ${queue}: ${error.message}`)
      }
    }
    const [{ n }] = await query(runnableJobsSql)
    if (n === 0) {
      log(`${label}: queues drained after ${rounds} round(s)`)
      return true
    }
    await sleep(1000)
  }
  log(`${label}: queues still had runnable jobs after ${timeoutMs / 1000} s`)
  return false
}
