// First-load JavaScript of the public pages, read from the production build in .next (no server,
// no network): the framework's root chunks plus every chunk the page's entries name in its client
// reference manifest, each gzipped (not the nomodule polyfills, which current browsers skip).
// The budget is relative to the framework's floor in the same build (the root chunks every App
// Router page loads, scripts/lib/firstLoadJs.mjs): each page may add at most `overFloorKb`
// (scripts/js-budgets.json) above it. Fails (exit 1) when a page is over. Run after `next build`
// (CI runs it after the browser tests' build); needs no second build.
//   node scripts/js-budget.mjs [--json]
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { firstLoadJs, frameworkFloorJs } from './lib/firstLoadJs.mjs'

const root = path.resolve(import.meta.dirname, '..')
const distDir = path.join(root, '.next')
const { overFloorKb, pages } = JSON.parse(readFileSync(path.join(import.meta.dirname, 'js-budgets.json'), 'utf8'))

const floor = frameworkFloorJs(distDir)
const budget = Math.round((floor.kb + overFloorKb) * 10) / 10
const rows = pages.map((page) => {
  const { kb, files } = firstLoadJs(distDir, page)
  return { page, kb, overFloor: Math.round((kb - floor.kb) * 10) / 10, budget, files, over: kb > budget }
})

if (process.argv.includes('--json')) console.log(JSON.stringify({ floor, overFloorKb, rows }))
else {
  console.log(
    `Framework floor (root chunks of this build): ${floor.kb.toFixed(1)} kB gzip in ${floor.files} files; budget floor + ${overFloorKb} kB = ${budget} kB.\n`,
  )
  console.log('| page | first-load JS (gzip) | above the floor | budget | files |\n| --- | --- | --- | --- | --- |')
  for (const row of rows)
    console.log(
      `| ${row.page} | ${row.kb.toFixed(1)} kB${row.over ? ' **over**' : ''} | +${row.overFloor.toFixed(1)} kB | ${row.budget} kB | ${row.files} |`,
    )
}
const over = rows.filter((row) => row.over)
if (over.length > 0) {
  console.error(
    `JavaScript budget exceeded (floor ${floor.kb} kB + ${overFloorKb} kB): ${over.map((row) => `${row.page} ${row.kb} kB > ${row.budget} kB`).join('; ')}`,
  )
  process.exit(1)
}
