// Sums the browser suite's CPU per spec file from the lines E2E_CPU_LOG collected
// (tests/e2e/support/cpuPerTest.ts), most browser CPU first, then the costliest tests.
//   E2E_CPU_LOG=/tmp/cpu.jsonl E2E_SHARDS=1 npm run test:e2e && node bench/e2e-cpu-per-test.mjs /tmp/cpu.jsonl
import { readFileSync } from 'node:fs'

const file = process.argv[2]
if (!file) {
  console.error('usage: node bench/e2e-cpu-per-test.mjs <E2E_CPU_LOG file>')
  process.exit(2)
}
const rows = readFileSync(file, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line))
const groups = ['chromium', 'server', 'playwright', 'postgres']
const round = (value) => value.toFixed(1).padStart(7)

const byFile = new Map()
for (const row of rows) {
  const sums = byFile.get(row.file) ?? { tests: 0, seconds: 0, ...Object.fromEntries(groups.map((group) => [group, 0])) }
  sums.tests += 1
  sums.seconds += row.seconds
  for (const group of groups) sums[group] += row.cpu[group] ?? 0
  byFile.set(row.file, sums)
}
console.log(`${'spec file'.padEnd(34)} tests    wall${groups.map((group) => group.padStart(11)).join('')}`)
for (const [name, sums] of [...byFile].sort((a, b) => b[1].chromium - a[1].chromium))
  console.log(
    `${name.padEnd(34)} ${String(sums.tests).padStart(5)} ${round(sums.seconds)}${groups.map((group) => `    ${round(sums[group])}`).join('')}`,
  )
const total = (group) => rows.reduce((sum, row) => sum + (row.cpu[group] ?? 0), 0)
console.log(`${'all'.padEnd(34)} ${String(rows.length).padStart(5)}        ${groups.map((group) => `    ${round(total(group))}`).join('')}`)
console.log('\ncostliest tests (browser CPU-seconds):')
for (const row of [...rows].sort((a, b) => (b.cpu.chromium ?? 0) - (a.cpu.chromium ?? 0)).slice(0, 15))
  console.log(`${round(row.cpu.chromium ?? 0)}  ${row.file}: ${row.title.slice(0, 100)}`)
