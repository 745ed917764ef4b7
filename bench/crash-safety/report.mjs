// The bench's report: result.json in the run's folder, and a summary with the checks' table on the console.
import { writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { query, run } from './context.mjs'
import { capacitySnapshots } from './capacity.mjs'
import { bookings, counts, date, events } from './families.mjs'
import { started } from './log.mjs'
import { queueRuns } from './queues.mjs'
import { capacity, killAt, killSignal, seed, slots } from './settings.mjs'

/** Writes and prints the report; returns the exit code (0 when every check passed, else 1). */
export async function report({ checks, rows, stranded, suspects, succeededIntents }, { crashInfo, timeline }) {
  const byBehaviour = {}
  for (const booking of bookings.values()) byBehaviour[booking.behaviour] = (byBehaviour[booking.behaviour] ?? 0) + 1
  const [{ outboxTotal }] = await query(`select count(*)::int as "outboxTotal" from email_outbox`)
  const [{ expiredHolds }] = await query(`select count(*)::int as "expiredHolds" from bookings where status::text = 'expired'`)
  const orphans = rows.filter((row) => !bookings.has(row.id))
  const summary = {
    runId: run.runId,
    seed,
    date: new Date().toISOString(),
    machine: `${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, load ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}, Node ${process.version}, ${process.env.DATABASE_URL ? 'Postgres at DATABASE_URL' : 'embedded Postgres'}`,
    slots: slots.map((slot) => `${slot.start} x ${slot.capacity}`).join(', '),
    bookingRequests: counts.bookingRequests,
    created: counts.created,
    refusedFull: counts.full,
    lostToTheKill: counts.networkFailed,
    otherAnswers: counts.otherStatus,
    unknownToFamilies: orphans.map((row) => `${row.id} ${row.status}${row.payment_reference ? '' : ' (no intent recorded)'}`),
    behaviours: byBehaviour,
    stripeEvents: events.length,
    webhookDeliveries: counts.webhookAttempts,
    webhookNetworkFailures: counts.webhookNetworkFailed,
    webhookAnswers: counts.webhookStatus,
    succeededIntents,
    refunds: run.stripe.refunds.length,
    expiredHolds,
    outbox: outboxTotal,
    queueRuns,
    crash: crashInfo && {
      signal: killSignal,
      mode: killAt,
      afterSeconds: ((crashInfo.at - timeline.burstStarted) / 1000).toFixed(1),
      aimed: crashInfo.aimed,
      wavesBefore: crashInfo.wavesBefore,
      processes: crashInfo.processes,
      inflight: crashInfo.inflight,
      bookingsCreatedBefore: crashInfo.bookingsCreatedSoFar,
      webhookAttemptsBefore: crashInfo.webhookAttemptsSoFar,
      outboxBefore: crashInfo.outboxSoFar,
      jobsProcessingAtKill: crashInfo.jobsProcessingAtKill,
    },
    restartSeconds: ((timeline.restartHealthy - timeline.restartAt) / 1000).toFixed(1),
    capacity: capacitySnapshots,
    strandedJobs: stranded.map((job) => ({
      id: job.id,
      task: job.task,
      queue: job.queue,
      input: job.input,
      claimedAt: job.updated_at,
      effect: job.effect,
    })),
    checks,
    suspects,
    totalSeconds: ((Date.now() - started) / 1000).toFixed(0),
  }
  writeFileSync(path.join(run.runDir, 'result.json'), JSON.stringify(summary, null, 2))

  console.log('')
  console.log(`Crash safety: ${summary.date}, seed ${seed}, ${summary.machine}`)
  console.log(
    `  ${summary.bookingRequests} booking requests for ${slots.length} slots of ${capacity} children on ${date}: ${summary.created} held, ${summary.refusedFull} refused (full), ` +
      `${summary.lostToTheKill} cut off by the kill${Object.keys(summary.otherAnswers).length ? `, other answers ${JSON.stringify(summary.otherAnswers)}` : ''}`,
  )
  console.log(
    `  families: ${Object.entries(byBehaviour)
      .map(([name, n]) => `${n} ${name}`)
      .join(', ')}; bookings the families never heard of: ${orphans.length}`,
  )
  console.log(
    `  Stripe: ${events.length} events in ${counts.webhookAttempts} deliveries (${counts.webhookNetworkFailed} failed on the network, answers ${JSON.stringify(counts.webhookStatus)}); ${succeededIntents} payments, ${run.stripe.refunds.length} refunds`,
  )
  if (crashInfo) {
    console.log(
      `  kill: ${summary.crash.afterSeconds} s into the burst (${killSignal} after ${crashInfo.wavesBefore} waves, ${crashInfo.aimed ? 'while a run of the e-mail queue had jobs claimed' : killAt === 'wave' ? 'CRASH_KILL_AT=wave' : 'fallback moment'}), ${crashInfo.processes.length} processes; in flight: ${crashInfo.inflight.bookings} booking(s), ${crashInfo.inflight.webhooks} webhook(s), ` +
        `${crashInfo.inflight.cancels} cancel(s), queue runs: ${crashInfo.inflight.queues.join(', ') || 'none'}; jobs marked processing: ${crashInfo.jobsProcessingAtKill.map((job) => `${job.id} ${job.task_slug}`).join(', ') || 'none'}`,
    )
  }
  console.log(
    `  restart to healthy: ${summary.restartSeconds} s; e-mails in the outbox: ${outboxTotal}; holds expired: ${expiredHolds}; total ${summary.totalSeconds} s`,
  )
  console.log('')
  const width = Math.max(...checks.map((entry) => entry.name.length))
  console.log(`| ${'check'.padEnd(width)} | result | detail`)
  console.log(`| ${'-'.repeat(width)} | ------ | ------`)
  for (const entry of checks) console.log(`| ${entry.name.padEnd(width)} | ${entry.ok ? 'pass  ' : 'FAIL  '} | ${entry.detail}`)
  console.log('')
  console.log(`details: ${path.join(run.runDir, 'result.json')}`)
  return checks.every((entry) => entry.ok) ? 0 : 1
}
