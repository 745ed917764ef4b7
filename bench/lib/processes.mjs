import { readFileSync, readdirSync } from 'node:fs'

/**
 * Every process now, from /proc (Linux): its parent, command line, start time and CPU ticks
 * (`ticks`: its own user and system time; `childTicks`: that of the children it has reaped).
 * @returns {{ pid: number, parent: number, command: string, started: string, ticks: number, childTicks: number }[]}
 */
export function readProcesses() {
  const all = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    let stat, command
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ')
    } catch {
      continue // it ended while being read
    }
    // The command name may hold spaces and brackets: fields start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    all.push({
      pid: Number(entry),
      parent: Number(fields[1]),
      command: command || stat,
      started: fields[19],
      ticks: Number(fields[11]) + Number(fields[12]),
      childTicks: Number(fields[13]) + Number(fields[14]),
    })
  }
  return all
}

export const TICKS_PER_SECOND = 100
