import { appendFileSync } from 'node:fs'
import { readProcesses, TICKS_PER_SECOND } from '../../../bench/lib/processes.mjs'

// With E2E_CPU_LOG=<file>, each test appends a line of JSON to that file: the CPU-seconds its part
// of the run spent during the test (Chromium, the site's server, Postgres, Playwright), read from
// /proc before and after, reaped children included. `node bench/e2e-cpu-per-test.mjs <file>` sums
// it by spec file. Linux only; without the variable nothing is read.

type ProcessStat = ReturnType<typeof readProcesses>[number]

/** The part's root: the `scripts/e2e.mjs` above this worker, which started its server and Postgres too. */
function partRoot(all: Map<number, ProcessStat>): number {
  for (let pid = process.pid; pid > 1;) {
    const stat = all.get(pid)
    if (!stat) break
    if (stat.command.includes('scripts/e2e.mjs')) return pid
    pid = stat.parent
  }
  return process.pid
}

function groupOf(command: string): string {
  if (/chrom/i.test(command)) return 'chromium'
  if (/postgres/.test(command)) return 'postgres'
  if (/playwright/.test(command)) return 'playwright'
  if (/next|server\.mjs|run\.mjs/.test(command)) return 'server'
  return 'other'
}

function secondsByGroup(): Record<string, number> {
  const all = new Map(readProcesses().map((stat) => [stat.pid, stat]))
  const root = partRoot(all)
  const seconds: Record<string, number> = {}
  for (const stat of all.values()) {
    let ancestor: ProcessStat | undefined = stat
    while (ancestor && ancestor.pid !== root) ancestor = all.get(ancestor.parent)
    if (!ancestor) continue
    const group = groupOf(stat.command)
    seconds[group] = (seconds[group] ?? 0) + (stat.ticks + stat.childTicks) / TICKS_PER_SECOND
  }
  return seconds
}

/** Runs `body` (the test) and, with E2E_CPU_LOG set, records the CPU its part spent meanwhile. */
export async function recordCpuPerTest(file: string, title: string, body: () => Promise<void>): Promise<void> {
  const log = process.env.E2E_CPU_LOG
  if (!log) return body()
  const before = secondsByGroup()
  const started = Date.now()
  await body()
  const after = secondsByGroup()
  const cpu = Object.fromEntries(
    [...new Set([...Object.keys(before), ...Object.keys(after)])].map((group) => [
      group,
      Math.round(((after[group] ?? 0) - (before[group] ?? 0)) * 100) / 100,
    ]),
  )
  appendFileSync(log, `${JSON.stringify({ file, title, seconds: (Date.now() - started) / 1000, cpu })}\n`)
}
