#!/usr/bin/env node
// Measures the seams between plugins (issue 25, part 2), from the source text alone:
//  - imports from one plugin into another, and how many skip the target's public face
//    (`plugins/<b>/index.ts` or its client-safe `plugins/<b>/contract.ts`);
//  - which plugin (or folder outside plugins/) writes each collection: Local API writes
//    (`create`, `update`, `delete`, ...) with a `collection:` argument, and raw SQL
//    (`insert into`, `update ... set`, `delete from`).
// Usage: node scripts/plugin-imports.mjs [--list] [--json]
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = new Set(process.argv.slice(2))
const SCANNED = ['plugins', 'src', 'collections', 'globals', 'scripts']

function walk(dir) {
  const out = []
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) out.push(...walk(full))
    else if (/\.(ts|tsx|mjs|js)$/.test(name) && !name.endsWith('.d.ts') && full !== fileURLToPath(import.meta.url)) out.push(full)
  }
  return out
}

const files = SCANNED.flatMap((dir) => walk(path.join(root, dir)))
const rel = (file) => path.relative(root, file).split(path.sep).join('/')
/** `plugins/<name>` for a file inside a plugin, else its top folder (`src/lib`, `src/app`, ...). */
const ownerOf = (relPath) => {
  const parts = relPath.split('/')
  if (parts[0] === 'plugins') return `plugins/${parts[1]}`
  if (parts[0] === 'src' && parts.length > 2) return `src/${parts[1]}`
  return parts[0]
}

// --- imports between plugins --------------------------------------------------------------
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

/** The plugin-relative target of a specifier, e.g. `booking/operations/x`, or null. */
function pluginTarget(fromFile, spec) {
  let target
  if (spec.startsWith('@plugins/')) target = spec.slice('@plugins/'.length)
  else if (spec.startsWith('.')) {
    const resolved = rel(path.resolve(path.dirname(fromFile), spec))
    if (!resolved.startsWith('plugins/')) return null
    target = resolved.slice('plugins/'.length)
  } else return null
  return target.replace(/\/index$/, '')
}

const crossImports = []
for (const file of files) {
  const from = rel(file)
  if (!from.startsWith('plugins/')) continue
  const fromPlugin = from.split('/')[1]
  const text = readFileSync(file, 'utf8')
  for (const match of text.matchAll(IMPORT)) {
    const spec = match[1] ?? match[2]
    const target = pluginTarget(file, spec)
    if (!target) continue
    const [toPlugin, ...rest] = target.split('/')
    if (toPlugin === fromPlugin) continue
    const face = rest.length === 0 || (rest.length === 1 && rest[0] === 'contract')
    crossImports.push({ from, fromPlugin, toPlugin, spec, face })
  }
}

// --- writes per collection ------------------------------------------------------------------
const slugOfConstant = new Map()
for (const file of files) {
  for (const match of readFileSync(file, 'utf8').matchAll(/export const (\w+_SLUG) = '([^']+)'/g)) slugOfConstant.set(match[1], match[2])
}
const WRITE_METHODS = new Set([
  'create',
  'update',
  'updateByID',
  'delete',
  'deleteByID',
  'duplicate',
  'updateOne',
  'updateMany',
  'deleteOne',
  'deleteMany',
  'upsert',
  'createVersion',
])
const writes = []
for (const file of files) {
  const from = rel(file)
  const text = readFileSync(file, 'utf8')
  const localSlugs = new Map([...text.matchAll(/const (\w+) = '([a-z][a-z-]+)'/g)].map((match) => [match[1], match[2]]))
  // A Local API call: `.create({ ... collection: X` (the argument object opens within the call).
  for (const match of text.matchAll(/\.(\w+)\(\s*\{[^()]{0,300}?\bcollection:\s*([A-Z_a-z.]+|'[^']+')/g)) {
    if (!WRITE_METHODS.has(match[1])) continue
    const raw = match[2]
    const slug = raw.startsWith("'") ? raw.slice(1, -1) : (slugOfConstant.get(raw.split('.').pop()) ?? localSlugs.get(raw) ?? raw)
    writes.push({ from, owner: ownerOf(from), slug, how: `${match[1]}()` })
  }
  // Raw SQL inside sql`...` templates.
  for (const tpl of text.matchAll(/sql`([^`]*)`/g)) {
    for (const match of tpl[1].matchAll(
      /\b(insert\s+into|update|delete\s+from)\s+"?([a-z_]+)"?(?:\s+as\s+\w+)?\s+(?:set|values|where|\(|select|$)/gi,
    )) {
      writes.push({ from, owner: ownerOf(from), slug: match[2].replace(/_/g, '-'), how: `sql ${match[1].toLowerCase().split(/\s+/)[0]}` })
    }
    // A table named by a parameter: each table the file's `type ... = 'a' | 'b'` union lists.
    if (/\b(update|insert\s+into|delete\s+from)\s+\$\{sql\.identifier\(/i.test(tpl[1])) {
      const union = text.match(/type \w*Table\w* = ((?:'[a-z_]+'\s*\|?\s*)+)/)
      for (const table of union ? [...union[1].matchAll(/'([a-z_]+)'/g)].map((m) => m[1]) : ['(a table named by a parameter)']) {
        writes.push({ from, owner: ownerOf(from), slug: table.replace(/_/g, '-'), how: 'sql by identifier' })
      }
    }
  }
}

// A collection's owner: the plugin whose collections/ folder (or root collections/) defines its slug.
const ownerOfSlug = new Map()
for (const file of files) {
  const from = rel(file)
  const text = readFileSync(file, 'utf8')
  if (!/(^|\/)(collections|globals)\//.test(from) && !/: (CollectionConfig|GlobalConfig) = \{/.test(text)) continue
  for (const match of text.matchAll(/slug:\s*([A-Z_]+_SLUG|'[^']+')/g)) {
    const slug = match[1].startsWith("'") ? match[1].slice(1, -1) : slugOfConstant.get(match[1])
    if (slug && !ownerOfSlug.has(slug)) ownerOfSlug.set(slug, ownerOf(from))
  }
}

const foreignWrites = writes.filter((write) => {
  const owner = ownerOfSlug.get(write.slug)
  return owner?.startsWith('plugins/') && owner !== write.owner
})

const summary = {
  crossPluginImports: crossImports.length,
  skippingPublicFace: crossImports.filter((entry) => !entry.face).length,
  skippingByPlugin: Object.fromEntries(
    [...new Set(crossImports.map((entry) => entry.fromPlugin))]
      .sort()
      .map((plugin) => [plugin, crossImports.filter((entry) => entry.fromPlugin === plugin && !entry.face).length]),
  ),
  writesOfTablesOwnedElsewhere: foreignWrites.length,
}

if (args.has('--json')) {
  console.log(JSON.stringify({ summary, crossImports, writes, foreignWrites, owners: Object.fromEntries(ownerOfSlug) }, null, 2))
} else {
  console.log(
    `imports between plugins: ${summary.crossPluginImports}, skipping the target's index.ts/contract.ts: ${summary.skippingPublicFace}`,
  )
  for (const [plugin, count] of Object.entries(summary.skippingByPlugin)) if (count) console.log(`  from plugins/${plugin}: ${count}`)
  console.log(`\nwrites per collection (owner in brackets):`)
  const bySlug = new Map()
  for (const write of writes) bySlug.set(write.slug, [...(bySlug.get(write.slug) ?? []), write])
  for (const [slug, list] of [...bySlug].sort()) {
    const owners = [...new Set(list.map((write) => write.owner))].sort()
    const mark =
      ownerOfSlug.get(slug)?.startsWith('plugins/') && owners.some((owner) => owner !== ownerOfSlug.get(slug))
        ? '  <-- written outside its owner'
        : ''
    console.log(`  ${slug} [${ownerOfSlug.get(slug) ?? '?'}]: ${owners.join(', ')}${mark}`)
  }
  console.log(`\nwrites of a table by a plugin or folder that does not own it: ${summary.writesOfTablesOwnedElsewhere}`)
  if (args.has('--list')) {
    for (const write of foreignWrites) console.log(`  ${write.slug}: ${write.from} (${write.how})`)
    console.log('\nimports skipping the public face:')
    for (const entry of crossImports.filter((item) => !item.face)) console.log(`  ${entry.from} -> ${entry.spec}`)
  }
}
