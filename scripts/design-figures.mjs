// The design's figures (issue 37): how much each plugin holds, and how often its knowledge leaks.
// `node scripts/design-figures.mjs [checkout]` reads a checkout's source as text (default: this
// one) and prints lines per plugin, imports past a plugin's face, booking status literals outside
// booking, SQL naming another plugin's tables, application files over 250 lines and, where the
// `duplicates` command is on the PATH, its count of duplicated blocks. Compare two commits by
// running it on a `git worktree` of each. It reads files only; it changes nothing.
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(process.argv[2] ?? '.')
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/
const GENERATED = new Set(['src/payload-types.ts', 'src/app/(payload)/admin/importMap.js'])
const isTest = (file) => /\.(spec|test)\.tsx?$/.test(file)

function walk(dir) {
  const out = []
  let entries = []
  try {
    entries = readdirSync(path.join(root, dir))
  } catch {
    return out
  }
  for (const name of entries) {
    const rel = path.posix.join(dir, name)
    if (name === 'node_modules' || name.startsWith('.')) continue
    const stats = statSync(path.join(root, rel))
    if (stats.isDirectory()) out.push(...walk(rel))
    else if (SOURCE.test(name) && !GENERATED.has(rel)) out.push(rel)
  }
  return out
}

const read = (file) => readFileSync(path.join(root, file), 'utf8')
const lineCount = (text) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0)

const plugins = readdirSync(path.join(root, 'plugins')).filter((name) => statSync(path.join(root, 'plugins', name)).isDirectory())
const appFiles = ['plugins', 'src', 'collections', 'globals']
  .flatMap(walk)
  .concat(['payload.config.ts'])
  .filter((file) => !isTest(file))
const texts = new Map(appFiles.map((file) => [file, read(file)]))
const ownerOf = (file) => (file.startsWith('plugins/') ? file.split('/')[1] : null)

// Lines per plugin (its source files, tests beside the code left out).
const linesPerPlugin = Object.fromEntries(
  plugins
    .map((plugin) => [
      plugin,
      appFiles.filter((file) => ownerOf(file) === plugin).reduce((sum, file) => sum + lineCount(texts.get(file)), 0),
    ])
    .sort((a, b) => b[1] - a[1]),
)

// Imports past a face: `@plugins/<b>/<anything but contract>` from outside <b>.
const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)['"](@plugins\/([^/'"]+)(?:\/([^'"]+))?)['"]/g
const pastFace = { plugins: 0, src: 0 }
const pastFaceFiles = { plugins: new Set(), src: new Set() }
for (const [file, text] of texts) {
  for (const match of text.matchAll(IMPORT)) {
    const [, , target, rest] = match
    if (!rest || rest === 'contract' || ownerOf(file) === target) continue
    const side = file.startsWith('plugins/') ? 'plugins' : 'src'
    pastFace[side] += 1
    pastFaceFiles[side].add(file)
  }
}
const srcLibPluginImports = [...texts].filter(([file, text]) => file.startsWith('src/lib/') && /['"]@plugins\//.test(text)).length

// Booking status literals outside booking: the words only booking uses, anywhere; the words other
// vocabularies share ('paid', 'cancelled', ...) on a line about a status in a file that deals with bookings.
const ONLY_BOOKING = /'(held|checked_in|checked_out|no_show)'/g
const SHARED = /'(paid|cancelled|expired|refunded)'/g
const DEALS_WITH_BOOKINGS = /@plugins\/booking|\bBooking\b|BOOKINGS_SLUG/
let statusLiterals = 0
let spelledLikeStatus = 0
const statusFiles = new Set()
for (const [file, text] of texts) {
  if (ownerOf(file) === 'booking') continue
  const aboutBookings = DEALS_WITH_BOOKINGS.test(text)
  for (const line of text.split('\n')) {
    const only = line.match(ONLY_BOOKING)?.length ?? 0
    const shared = line.match(SHARED)?.length ?? 0
    spelledLikeStatus += only + shared
    const counted = only + (aboutBookings && /status/i.test(line) ? shared : 0)
    if (counted) statusFiles.add(file)
    statusLiterals += counted
  }
}

// SQL naming another plugin's tables: a table's owner is the plugin whose types name its slug.
const tableOwner = new Map([['payload_jobs', 'jobs']])
for (const plugin of plugins) {
  for (const file of appFiles.filter((f) => ownerOf(f) === plugin && /\/types\.ts$|\/collections\//.test(f))) {
    for (const match of texts.get(file).matchAll(/_SLUG\s*=\s*'([a-z0-9-]+)'/g)) tableOwner.set(match[1].replaceAll('-', '_'), plugin)
  }
}
let foreignSql = 0
const foreignSqlFiles = new Set()
for (const [file, text] of texts) {
  const owner = ownerOf(file)
  for (const match of text.matchAll(/\b(?:from|join|update|into|exists\s*\(\s*select[^)]*?from)\s+"?([a-z_][a-z0-9_]*)"?/gi)) {
    const table = match[1].toLowerCase()
    const tableOf = [...tableOwner.keys()].find((name) => table === name || table.startsWith(`${name}_`))
    if (tableOf && tableOwner.get(tableOf) !== owner) {
      foreignSql += 1
      foreignSqlFiles.add(file)
    }
  }
}

const overLimit = [...texts]
  .filter(([file]) => !file.startsWith('migrations/'))
  .map(([file, text]) => [file, lineCount(text)])
  .filter(([, lines]) => lines > 250)
  .sort((a, b) => b[1] - a[1])

let duplicates = 'not measured (the `duplicates` command is not on the PATH)'
try {
  const out = execFileSync('duplicates', ['--repo', root, '--seconds', '120', '--most', '1'], { encoding: 'utf8' })
  duplicates = out.split('\n')[0]
} catch {
  // The library's command is optional: the other figures stand without it.
}

const contracts = plugins.filter((plugin) => {
  try {
    return statSync(path.join(root, 'plugins', plugin, 'contract.ts')).isFile()
  } catch {
    return false
  }
})

console.log(`# Design figures for ${root}\n`)
console.log('| plugin | lines |\n| --- | ---: |')
for (const [plugin, lines] of Object.entries(linesPerPlugin)) console.log(`| ${plugin} | ${lines} |`)
console.log('\n| figure | count |\n| --- | ---: |')
console.log(`| imports past a plugin's face, from plugins | ${pastFace.plugins} (${pastFaceFiles.plugins.size} files) |`)
console.log(`| imports past a plugin's face, from src, collections, globals, config | ${pastFace.src} (${pastFaceFiles.src.size} files) |`)
console.log(`| src/lib files importing a plugin | ${srcLibPluginImports} |`)
console.log(`| plugins with a contract.ts | ${contracts.length} of ${plugins.length} |`)
console.log(`| booking status literals outside booking | ${statusLiterals} (${statusFiles.size} files) |`)
console.log(`| literals spelled like a booking status outside booking (any vocabulary) | ${spelledLikeStatus} |`)
console.log(`| SQL naming another plugin's table | ${foreignSql} (${foreignSqlFiles.size} files) |`)
console.log(`| application files over 250 lines | ${overLimit.length} |`)
console.log(`| duplicated blocks (\`duplicates\`) | ${duplicates} |`)
if (overLimit.length) console.log(`\nOver 250 lines: ${overLimit.map(([file, lines]) => `${file} (${lines})`).join(', ')}`)
if (foreignSqlFiles.size) console.log(`\nSQL naming another plugin's table: ${[...foreignSqlFiles].join(', ')}`)
if (statusFiles.size) console.log(`\nBooking status literals: ${[...statusFiles].join(', ')}`)
