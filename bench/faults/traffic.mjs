// Every request the bench's balancer passed on, in the phase (baseline, a fault, the drain) in which
// it was sent, and what each phase amounts to: sent, answered, 5xx, 503 with Retry-After, the
// other 5xx (each a finding), and the requests no instance answered.
export const phases = []
let current = { name: 'setup', title: 'setup', startedAt: Date.now() }
export const records = []

export function beginPhase(name, title) {
  current.endedAt = Date.now()
  current = { name, title, startedAt: Date.now() }
  phases.push(current)
  return current
}
export const currentPhase = () => current

export function record(entry) {
  records.push({ ...entry, phase: current.name })
}

const isUnexpected5xx = (entry) => entry.answered && entry.status >= 500 && !(entry.status === 503 && entry.retryAfter)
/** A caller who sent credentials told it is not signed in or not allowed: every caller here is allowed. */
export const isSignOut = (entry) => entry.answered && entry.credentials && (entry.status === 401 || entry.status === 403)
const countBy = (entries, key) => entries.reduce((counts, entry) => ({ ...counts, [key(entry)]: (counts[key(entry)] ?? 0) + 1 }), {})
const codeOf = (entry) => /"code":"([^"]+)"/.exec(entry.excerpt ?? '')?.[1] ?? 'no error code'

export function summarise(phaseName) {
  const sent = records.filter((entry) => entry.phase === phaseName)
  const answered = sent.filter((entry) => entry.answered)
  const fiveXX = answered.filter((entry) => entry.status >= 500)
  return {
    sent: sent.length,
    answered: answered.length,
    fiveXX: fiveXX.length,
    retryAfter503: fiveXX.filter((entry) => entry.status === 503 && entry.retryAfter).length,
    unexpected: fiveXX.filter(isUnexpected5xx),
    unanswered: sent.filter((entry) => !entry.answered),
    rerouted: sent.filter((entry) => entry.rerouted > 0).length,
    signOuts: answered.filter(isSignOut),
    byStatus: countBy(answered, (entry) => entry.status),
    fiveXXByCall: countBy(fiveXX, (entry) => `${entry.method} ${entry.route}`),
    fiveXXByCode: countBy(fiveXX, (entry) => `${entry.status} ${codeOf(entry)}`),
  }
}
