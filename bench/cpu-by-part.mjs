// Where the CPU of a command goes: runs the command and, once a second, reads every process's
// CPU time from /proc, grouped by what the process is (the browser, the build, the test runners,
// Postgres...). Prints CPU-seconds per group at the end, so a CI run's time can be cut where the
// work is, not where it is guessed. Linux only.
//   node bench/cpu-by-part.mjs -- bash .ci/run
import { spawn } from 'node:child_process'
import { readProcesses, TICKS_PER_SECOND } from './lib/processes.mjs'

const dash = process.argv.indexOf('--')
const command = dash === -1 ? [] : process.argv.slice(dash + 1)
if (command.length === 0) {
  console.error('usage: node bench/cpu-by-part.mjs -- <command> [args...]')
  process.exit(2)
}

/** First match wins: the group a process's command line belongs to. */
const GROUPS = [
  ['browser (Chromium)', /chrom/i],
  ['next build', /next\/dist\/bin\/next build|next build|\.next\/build|jest-worker|next-build/],
  ['site server (e2e)', /scripts\/run\.mjs start|next-server|next start|\.next\/standalone|scripts\/server\.mjs/],
  ['playwright runner', /playwright/],
  ['integration runner', /scripts\/int\.mjs/],
  // `payload run` (npm start's prepare, npm run worker) and the test processes run from bundles (scripts/lib/bundleScript.mjs).
  ['payload processes', /payload\/bin\.js|playcentre-bundles|bundleScript\.mjs|esbuild --service/],
  ['vitest (unit and integration)', /vitest/],
  ['typecheck (tsc)', /\btsc\b|typescript\/bin/],
  ['lint (eslint)', /eslint/],
  ['format (prettier)', /prettier/],
  ['postgres', /postgres/],
  ['npm / install', /\bnpm\b|npm-cli|apt|dpkg/],
]

const seen = new Map() // pid -> { ticks, group }
const totals = new Map()

function groupOf(cmdline) {
  for (const [name, pattern] of GROUPS) {
    if (!pattern.test(cmdline)) continue
    // The browser's processes by kind: renderers (the pages' scripts, layout and paint), the GPU
    // process (software compositing here), the utilities (network, storage), the browser itself.
    if (name.startsWith('browser')) return `${name}: ${/--type=([\w-]+)/.exec(cmdline)?.[1] ?? 'browser'}`
    return name
  }
  return process.env.CPU_BY_PART_DETAIL ? `other: ${cmdline.slice(0, 60)}` : 'other'
}

function sample() {
  for (const { pid, command, started, ticks } of readProcesses()) {
    const key = `${pid}:${started}` // pid and start time: a reused pid is a new process
    const known = seen.get(key)
    const group = known?.group ?? groupOf(command)
    const delta = ticks - (known?.ticks ?? 0)
    seen.set(key, { ticks, group })
    // A process already running when sampling began counts only from then on.
    if (known || startedSampling) totals.set(group, (totals.get(group) ?? 0) + delta)
  }
}

let startedSampling = false
sample()
startedSampling = true
const started = Date.now()
const timer = setInterval(sample, 1000)

const child = spawn(command[0], command.slice(1), { stdio: 'inherit' })
child.on('exit', (code, signal) => {
  clearInterval(timer)
  sample()
  const wall = (Date.now() - started) / 1000
  const rows = [...totals].filter(([, ticks]) => ticks > 0).sort((a, b) => b[1] - a[1])
  const all = rows.reduce((sum, [, ticks]) => sum + ticks, 0) / TICKS_PER_SECOND
  console.log(`\n== CPU by part over ${wall.toFixed(0)} s of wall time`)
  for (const [name, ticks] of rows) console.log(`   ${name.padEnd(44)} ${(ticks / TICKS_PER_SECOND).toFixed(0).padStart(5)} s`)
  console.log(`   ${'total'.padEnd(44)} ${all.toFixed(0).padStart(5)} s (${(all / wall).toFixed(2)} cores on average)`)
  process.exit(code ?? (signal ? 1 : 0))
})
