// The bench's report: one table for all faults (Markdown, for docs/crash-safety.md), every 5xx that
// was not a 503 with Retry-After with its body and the instance's log lines around it, and what
// the families, the door and the waiting list did; all of it also in result.json in the run's folder.
import { closeSync, openSync, readSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { INVARIANTS } from './invariants.mjs'
import { unexpectedExits } from './processes.mjs'
import { isSignOut, records, summarise } from './traffic.mjs'

const seconds = (ms) => (ms === null || ms === undefined ? '-' : `${(ms / 1000).toFixed(1)} s`)
const cell = (invariant) => (invariant ? (invariant.ok ? 'ok' : '**FAIL**') : '-')

const readFrom = (file, offset) => {
  let fd
  try {
    fd = openSync(file, 'r')
    const buffer = Buffer.alloc(256 * 1024)
    return buffer.toString('utf8', 0, readSync(fd, buffer, 0, buffer.length, offset))
  } catch {
    return ''
  } finally {
    if (fd !== undefined) closeSync(fd)
  }
}
const parsed = (line) => {
  try {
    return JSON.parse(line)
  } catch {
    return null
  }
}

/**
 * What an instance logged about one answer, from where its log stood when the request was sent:
 * the server's request line for a call of that method answered with that status, and every line
 * of the same request id; without such a line, the first lines that look like an error.
 */
/** @param {{ method?: string, route?: string, status?: number }} [answer] */
export function logLinesAfter(file, offset, answer = {}, limit = 4) {
  if (!file) return []
  const lines = readFrom(file, offset)
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .filter(Boolean)
  const requests = lines.filter((line) => {
    const entry = parsed(line)
    return entry?.msg === 'request' && entry.req?.method === answer.method && entry.res?.statusCode === answer.status
  })
  const answered = requests.find((line) => parsed(line).req?.route === answer.route) ?? requests[0]
  const reqId = answered && parsed(answered).reqId
  const picked = reqId ? lines.filter((line) => line.includes(reqId)) : lines.filter((line) => /error|ERR|fail|exception/i.test(line))
  return picked.slice(0, limit).map((line) => line.trim().slice(0, 500))
}

/** Every 5xx that was not a 503 with Retry-After, and every sign-out of a signed-in caller, grouped by phase, call and status. */
export function unexpected5xx() {
  const groups = new Map()
  for (const entry of records) {
    const unexpected = entry.answered && entry.status >= 500 && !(entry.status === 503 && entry.retryAfter)
    if (!unexpected && !isSignOut(entry)) continue
    const key = `${entry.phase} ${entry.method} ${entry.route} ${entry.status}`
    const group = groups.get(key) ?? {
      phase: entry.phase,
      call: `${entry.method} ${entry.route}`,
      status: entry.status,
      count: 0,
      instances: new Set(),
      first: entry,
    }
    group.count += 1
    group.instances.add(entry.instance)
    groups.set(key, group)
  }
  return [...groups.values()].map((group) => ({
    phase: group.phase,
    call: group.call,
    status: group.status,
    count: group.count,
    instances: [...group.instances],
    body: group.first.excerpt,
    log: logLinesAfter(group.first.logFile, group.first.logOffset, group.first),
  }))
}

export function resultTable(rows) {
  const lines = [
    `| # | fault | lasted | recovered after | requests sent | answered | 5xx | of which 503 with Retry-After | other 5xx | no answer | 401/403 to a signed-in caller | ${INVARIANTS.join(' | ')} |`,
    `| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | ${INVARIANTS.map(() => '---').join(' | ')} |`,
  ]
  for (const row of rows) {
    const traffic = summarise(row.phase)
    lines.push(
      `| ${row.number ?? '-'} | ${row.title} | ${seconds(row.lastedMs)} | ${row.recoveredMs === undefined ? '-' : row.recoveredMs === null ? '**not recovered**' : seconds(row.recoveredMs)} | ${traffic.sent} | ${traffic.answered} | ${traffic.fiveXX} | ${traffic.retryAfter503} | ${traffic.unexpected.length ? `**${traffic.unexpected.length}**` : 0} | ${traffic.unanswered.length} | ${traffic.signOuts.length ? `**${traffic.signOuts.length}**` : 0} | ${INVARIANTS.map((name) => cell(row.invariants?.[name])).join(' | ')} |`,
    )
  }
  return lines.join('\n')
}

export function printReport({ rows, checks, findings, families, door, waitlist, runDir, summaryLines }) {
  console.log('')
  for (const line of summaryLines) console.log(line)
  console.log('')
  console.log(resultTable(rows))
  console.log('')
  for (const row of rows) {
    const traffic = summarise(row.phase)
    const list = (counts) =>
      Object.entries(counts)
        .map(([what, count]) => `${count} x ${what}`)
        .join(', ')
    console.log(
      `${row.number ? `${row.number}. ` : ''}${row.title}: ${row.note ? `${row.note}. ` : ''}answers ${list(traffic.byStatus) || 'none'}; ${traffic.rerouted} sent on to the other instance after a refused connection`,
    )
    if (traffic.fiveXX) console.log(`   5xx: ${list(traffic.fiveXXByCode)}; by call: ${list(traffic.fiveXXByCall)}`)
    if (traffic.unanswered.length)
      console.log(
        `   no answer: ${traffic.unanswered.map((entry) => `${entry.method} ${entry.route} (${entry.instance}, ${entry.error})`).join(', ')}`,
      )
    for (const name of INVARIANTS)
      if (row.invariants?.[name] && !row.invariants[name].ok) console.log(`   ${name} FAILED: ${row.invariants[name].detail}`)
  }
  console.log('')
  console.log('After the drain, every check:')
  for (const check of checks) console.log(`  ${check.ok ? 'pass' : 'FAIL'}  ${check.name}: ${check.detail}`)
  console.log('')
  if (findings.length === 0) console.log('No 5xx other than 503 with Retry-After, and no signed-in caller told to sign in.')
  for (const finding of findings) {
    console.log(
      `${finding.status >= 500 ? '5xx' : 'sign-out'} finding: ${finding.phase}: ${finding.call} answered ${finding.status} ${finding.count} time(s) (${finding.instances.join(', ')})`,
    )
    console.log(`   body: ${finding.body || '(empty)'}`)
    for (const line of finding.log) console.log(`   log:  ${line}`)
  }
  for (const exit of unexpectedExits)
    console.log(`Process exit the bench did not cause: ${exit.name} (code ${exit.code}, signal ${exit.signal}); log ${exit.logFile}`)
  if (door.anomalies.length) {
    console.log(`Tablet answers the bench did not expect (${door.anomalies.length}):`)
    for (const anomaly of door.anomalies.slice(0, 20)) console.log(`   ${JSON.stringify(anomaly)}`)
  }
  writeFileSync(
    path.join(runDir, 'result.json'),
    JSON.stringify(
      {
        rows: rows.map((row) => ({ ...row, traffic: summarise(row.phase) })),
        checks,
        findings,
        unexpectedExits,
        families,
        door: { ...door, bookings: [...door.bookings.values()] },
        waitlist,
      },
      null,
      2,
    ),
  )
}
