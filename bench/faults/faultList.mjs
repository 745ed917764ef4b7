// The five faults, in the order they are injected. Each `apply` injects its fault, waits while it
// lasts and removes it, resolving when it was removed with a note of what it did; `recovered`, when
// given, replaces the usual test of recovery (every instance healthy and answering, recovery.mjs).
import { query } from '../crash-safety/context.mjs'
import { request } from '../lib/http.mjs'
import { holdConnections } from './hog.mjs'
import { log, secondsSince, sleep } from './log.mjs'
import { lateEventsAcknowledged, stripe } from './payments.mjs'
import { killGroup, start } from './processes.mjs'
import { holdMs, webhookDelayMs, webhookWindowMs } from './settings.mjs'

const appConnections = async (role) =>
  (await query(`select count(*)::int as n from pg_stat_activity where usename = $1 and backend_type = 'client backend'`, [role]))[0].n

export const faults = [
  {
    number: 1,
    key: 'postgres-restart',
    title: 'Postgres restarted (`pg_ctl restart -m fast`)',
    async apply({ cluster }) {
      const began = Date.now()
      await cluster.restart()
      return { note: `pg_ctl restart took ${secondsSince(began)} s; every connection was cut` }
    },
  },
  {
    number: 2,
    key: 'postgres-full',
    title: `Postgres at its connection limit for ${holdMs / 1000} s`,
    async apply({ cluster }) {
      const { max, superuserReserved, reserved } = cluster.limits
      const target = max - superuserReserved - reserved - 2
      const before = await appConnections(cluster.appRole)
      const hog = holdConnections(cluster.hogUrl, target)
      // The app's pools keep the connections they have open, so the hog could not reach all but two
      // while they do: the app's idle connections beyond two are closed (as a pooler recycling them
      // would), and the hog takes each freed slot.
      let closed = 0
      const until = Date.now() + holdMs
      while (Date.now() < until) {
        const extra = (await appConnections(cluster.appRole).catch(() => 0)) - 2
        if (extra > 0 && hog.held() < target) {
          const ended = await query(
            `select pg_terminate_backend(pid) as ended from pg_stat_activity where usename = $1 and state = 'idle' order by state_change limit $2`,
            [cluster.appRole, extra],
          ).catch(() => [])
          closed += ended.filter((row) => row.ended).length
        }
        await sleep(500)
      }
      const held = hog.held()
      const appAtEnd = await appConnections(cluster.appRole).catch(() => '?')
      await hog.release()
      return {
        note: `another role held ${held} connections at the end, at most ${hog.state.peak} (aim ${target} = max_connections ${max} - superuser_reserved ${superuserReserved}${reserved ? ` - reserved ${reserved}` : ''} - 2); ${closed} idle connections of the app closed for it; the app's role had ${before} connections open before, ${appAtEnd} at the end`,
      }
    },
  },
  {
    number: 3,
    key: 'instance-killed',
    title: 'One app instance killed (SIGKILL to its process group) and started again',
    async apply({ webs, balancer }) {
      const victim = webs[0]
      const group = victim.pid
      // Aimed: with requests under way on it, as a crash finds an instance at work (10 s at most).
      for (let wait = 0; wait < 400 && balancer.inFlight(victim.name) < 2; wait++) await sleep(25)
      const inFlight = balancer.inFlight(victim.name)
      await killGroup(victim)
      start(victim)
      return {
        note: `SIGKILL to ${victim.name}'s process group ${group} with ${inFlight} request(s) under way on it; started again at once`,
      }
    },
  },
  {
    number: 4,
    key: 'webhooks-late',
    title: `Stripe webhooks delayed ${webhookDelayMs / 1000} s, duplicated and reordered`,
    async apply(_context) {
      const before = { ...stripe.late }
      stripe.delaying = true
      await sleep(webhookWindowMs)
      stripe.delaying = false
      return {
        note: `for ${webhookWindowMs / 1000} s every payment's webhooks were held back ${webhookDelayMs / 1000}-${webhookDelayMs / 1000 + 15} s`,
        summary: () =>
          `${stripe.late.events - before.events} payment events delivered late in ${stripe.late.deliveries - before.deliveries} deliveries, ${stripe.late.olderFailures - before.olderFailures} after an older declined-card event`,
      }
    },
    recovered: (_, timeoutMs) => lateEventsAcknowledged(timeoutMs),
  },
  {
    number: 5,
    key: 'redis-stopped',
    title: `Redis (the shared cache) stopped for ${holdMs / 1000} s and started again`,
    async apply({ redis, webs }) {
      await redis.stop()
      log(`Redis stopped; starting it again in ${holdMs / 1000} s`)
      await sleep(Math.min(5000, holdMs))
      const health = await request(webs[0].port, 'GET', '/api/health', { timeoutMs: 10_000 }).catch(() => null)
      await sleep(holdMs - Math.min(5000, holdMs))
      await redis.start()
      return {
        note: `redis-server stopped (SIGTERM) and started again on the same port, empty; meanwhile ${webs[0].name}'s /api/health answered ${health?.status ?? 'nothing'} (status ${health?.json?.status ?? '?'}, redis ${health?.json?.checks?.redis?.status ?? '?'})`,
      }
    },
  },
]
