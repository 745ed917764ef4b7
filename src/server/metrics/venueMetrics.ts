import { databasePool } from '@/lib/db/pool'
import type { Payload } from 'payload'
import { Counter, Gauge, Registry } from 'prom-client'
import { BOOKING_STATUS, bookingMetrics } from '@plugins/booking'
import { queueStates, scheduledQueues } from '@plugins/jobs'
import { busyNowCounts } from '@plugins/occupancy'
import { contributionsOf } from '@/lib/plugins/contributions'
import { businessDate } from '@/lib/time/businessDate'

/**
 * The venue's own figures, read from the database when Prometheus scrapes, into a registry made
 * for that scrape: nothing is counted in memory, so every instance answers the same and a restart
 * loses nothing (but the busy-now counters, which are this process's own). Each query is bounded (today's bookings by the date index; the jobs table holds
 * only unfinished jobs).
 */
export async function venueMetrics(payload: Payload, now: Date): Promise<Registry> {
  const registry = new Registry()
  const gauge = <L extends string>(name: string, help: string, labelNames: L[] = []) =>
    new Gauge<L>({ name, help, labelNames, registers: [registry] })

  const pool = databasePool(payload)
  const today = businessDate(now)
  // The credit packs flagged for staff, counted by the credits plugin's own Needs attention list.
  const creditPurchases = contributionsOf(payload).needsAttention.find((part) => part.list === 'creditPurchases')
  const [bookings, attention, queues] = await Promise.all([
    bookingMetrics(payload, today),
    creditPurchases ? creditPurchases.read(payload, 0) : { total: 0 },
    queueStates(payload, now, scheduledQueues(payload)),
  ])

  const byStatus = gauge('playcentre_bookings_today', "Today's bookings (Europe/London) by status", ['status'])
  for (const status of [BOOKING_STATUS.held, BOOKING_STATUS.paid, BOOKING_STATUS.cancelled]) byStatus.set({ status }, 0)
  let checkedIn = 0
  for (const row of bookings.byStatus) {
    byStatus.set({ status: row.status }, row.bookings)
    checkedIn += row.checkedIn
  }
  gauge('playcentre_checkins_today', "Today's bookings checked in").set(checkedIn)
  const flagged = gauge('playcentre_needs_attention', 'Records flagged for staff', ['record'])
  flagged.set({ record: 'booking' }, bookings.needingAttention)
  flagged.set({ record: 'credit_purchase' }, attention.total)

  const depth = gauge('playcentre_job_queue_depth', 'Due jobs waiting to be run, by queue', ['queue'])
  const processing = gauge('playcentre_job_queue_processing', 'Jobs being run, by queue', ['queue'])
  const failed = gauge('playcentre_job_failures', 'Jobs that failed for good and wait for someone to look, by queue', ['queue'])
  const oldest = gauge('playcentre_job_oldest_waiting_seconds', 'Age of the oldest due job still waiting, by queue', ['queue'])
  for (const queue of queues) {
    depth.set({ queue: queue.queue }, queue.waiting)
    processing.set({ queue: queue.queue }, queue.processing)
    failed.set({ queue: queue.queue }, queue.failed)
    oldest.set({ queue: queue.queue }, queue.oldestWaitingSeconds ?? 0)
  }

  // Counted in this process (GET /api/busy-now's shared read): at most one load per 30 s is the target (issue 40).
  const busyNow = busyNowCounts()
  new Counter({
    name: 'playcentre_busy_now_loads_total',
    help: 'Loads of the busy-now figures from the database by this instance',
    registers: [registry],
  }).inc(busyNow.loads)
  new Counter({
    name: 'playcentre_busy_now_reads_total',
    help: 'GET /api/busy-now answers this instance gave from its shared read',
    registers: [registry],
  }).inc(busyNow.reads)

  const connections = gauge('playcentre_db_pool_connections', "This instance's database pool", ['state'])
  connections.set({ state: 'total' }, pool.totalCount)
  connections.set({ state: 'idle' }, pool.idleCount)
  connections.set({ state: 'in_use' }, pool.totalCount - pool.idleCount)
  connections.set({ state: 'waiting' }, pool.waitingCount)
  return registry
}
