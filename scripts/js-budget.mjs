// First-load JavaScript of the public pages, read from the production build in .next (no server,
// no network): the framework's root chunks plus every chunk the page's entries name in its client
// reference manifest, each gzipped (not the nomodule polyfills, which current browsers skip).
// Fails (exit 1) when a page is over its budget in
// scripts/js-budgets.json. Run after `next build` (CI runs it after the browser tests' build).
//   node scripts/js-budget.mjs [--json]
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { firstLoadJs } from './lib/firstLoadJs.mjs'

const root = path.resolve(import.meta.dirname, '..')
const { budgetsKb, targetsKb } = JSON.parse(readFileSync(path.join(import.meta.dirname, 'js-budgets.json'), 'utf8'))

const rows = Object.entries(budgetsKb).map(([page, budget]) => {
  const { kb, files } = firstLoadJs(path.join(root, '.next'), page)
  return { page, kb, budget, target: targetsKb[page] ?? null, files, over: kb > budget }
})

if (process.argv.includes('--json')) console.log(JSON.stringify(rows))
else {
  console.log('| page | first-load JS (gzip) | budget | target | files |\n| --- | --- | --- | --- | --- |')
  for (const row of rows) console.log(`| ${row.page} | ${row.kb.toFixed(1)} kB${row.over ? ' **over**' : ''} | ${row.budget} kB | ${row.target ?? '-'} kB | ${row.files} |`)
}
const over = rows.filter((row) => row.over)
if (over.length > 0) {
  console.error(`JavaScript budget exceeded: ${over.map((row) => `${row.page} ${row.kb} kB > ${row.budget} kB`).join('; ')}`)
  process.exit(1)
}
