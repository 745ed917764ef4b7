import { appendFileSync, readFileSync, readdirSync } from 'node:fs'

// With E2E_CPU_LOG=<file>, each test appends a line of JSON to that file: the CPU-seconds its part
// of the run spent during the test (Chromium, the site's server, Postgres, Playwright), read from
// /proc before and after, reaped children included. `node bench/e2e-cpu-per-test.mjs <file>` sums
// it by spec file. Linux only; without the variable nothing is read.

type ProcessStat = { pid: number; parent: number; ticks: number; command: string }
const TICKS_PER_SECOND = 100

function processes(): Map<number, ProcessStat> {
  const all = new Map<number, ProcessStat>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ')
      // The command name may hold spaces and brackets: fields start after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])
      all.set(Number(entry), { pid: Number(entry), parent: Number(fields[1]), ticks, command })
    } catch {
      // The process ended while being read.
    }
  }
  return all
}

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
  const all = processes()
  const root = partRoot(all)
  const seconds: Record<string, number> = {}
  for (const stat of all.values()) {
    let ancestor: ProcessStat | undefined = stat
    while (ancestor && ancestor.pid !== root) ancestor = all.get(ancestor.parent)
    if (!ancestor) continue
    const group = groupOf(stat.command)
    seconds[group] = (seconds[group] ?? 0) + stat.ticks / TICKS_PER_SECOND
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
