// When a fault is over: every web instance's /api/health answers 200 and the probes (a public
// read, a signed-in read) answer 2xx on each instance, asked directly, not through the balancer.
import { request } from '../lib/http.mjs'
import { sleep } from './log.mjs'

async function instanceRecovered(port, probes) {
  const health = await request(port, 'GET', '/api/health', { timeoutMs: 5000 }).catch(() => null)
  if (health?.status !== 200) return false
  for (const probe of probes) {
    const answer = await request(port, 'GET', probe.path, { headers: probe.headers?.() ?? {}, timeoutMs: 5000 }).catch(() => null)
    if (!answer || answer.status < 200 || answer.status >= 300 || (probe.accept && !probe.accept(answer))) return false
  }
  return true
}

/** Resolves with the moment every instance had recovered, or null after `timeoutMs`. */
export async function waitForRecovery(instances, probes, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const results = await Promise.all(instances.map((instance) => instanceRecovered(instance.port, probes)))
    if (results.every(Boolean)) return Date.now()
    await sleep(500)
  }
  return null
}
