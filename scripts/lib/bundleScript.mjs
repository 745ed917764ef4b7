// The processes that run our TypeScript with Payload loaded run from one ES module esbuild makes of
// it, not through `payload run`: npm start's, npm run dev's and npm run worker's preparation, the
// worker itself and npm run seed (scripts/run.mjs), and the test processes (race workers, the backup
// tests' seed and snapshot helpers, the migration of a test database). `payload run` loads every
// module, ours and the packages', through tsx's loader hooks on a second thread: about 13 s of CPU
// to boot Payload on this kind of machine against about 4 s for the bundle (docs/testing.md). The
// packages stay external (Node loads them from node_modules as the app does); only our code is
// bundled. `npm run migrate` and `migrate:create` stay Payload's own CLI.
//
//   bundleScript(entry)      resolves to the bundle's path (async)
//   bundleScriptSync(entry)  the same, for synchronous callers (esbuild's plugins need the async API,
//                            so it runs this file as a command: node scripts/lib/bundleScript.mjs <entry>)
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import * as esbuild from 'esbuild'

const thisFile = fileURLToPath(import.meta.url)
const root = path.resolve(path.dirname(thisFile), '../..')
// Inside the project, so the bundle's imports of packages resolve to its node_modules.
const outDir = path.join(root, 'node_modules/.cache/playcentre-bundles')

/** Our files keep their own import.meta.url and dirname (payload.config.ts finds migrations/ by it). */
const keepFileLocation = {
  name: 'keep-file-location',
  setup(build) {
    build.onLoad({ filter: /\.(ts|tsx|mts|mjs|js)$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined
      let contents = await readFile(args.path, 'utf8')
      if (contents.includes('import.meta.'))
        contents = contents
          .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
          .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
          .replaceAll('import.meta.filename', JSON.stringify(args.path))
      const extension = path.extname(args.path)
      return { contents, loader: extension === '.tsx' ? 'tsx' : extension === '.ts' || extension === '.mts' ? 'ts' : 'js' }
    })
  },
}

/** `next/cache` and its siblings have no exports map: Node's ESM loader needs the file's name. */
const nextSubpaths = {
  name: 'next-subpaths',
  setup(build) {
    build.onResolve({ filter: /^next\/[\w/-]+$/ }, (args) => ({ path: `${args.path}.js`, external: true }))
  },
}

/**
 * What `payload run` does around a script: Payload's hot reload off, the script imported, and the
 * process ended once its top level settles (a worker's open database pool would keep it alive), or
 * with status 1 and the error if it throws.
 */
function asPayloadRun(absoluteEntry) {
  const entry = JSON.stringify(absoluteEntry)
  return [
    "process.env.DISABLE_PAYLOAD_HMR = 'true'",
    'try {',
    `  await import(${entry})`,
    '} catch (error) {',
    `  console.error('Error running script: ' + ${entry})`,
    '  console.error(error)',
    '  process.exit(1)',
    '}',
    'process.exit(0)',
  ].join('\n')
}

/** Bundles `entry` (a path from the project's root) and resolves to the bundle's absolute path. */
export async function bundleScript(entry) {
  const absoluteEntry = path.resolve(root, entry)
  const result = await esbuild.build({
    stdin: { contents: asPayloadRun(absoluteEntry), resolveDir: root, sourcefile: `payload-run-${path.basename(entry)}.mjs`, loader: 'js' },
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    tsconfig: path.join(root, 'tsconfig.json'),
    // Packages written as CommonJS that our code require()s still find require.
    banner: { js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);" },
    plugins: [nextSubpaths, keepFileLocation],
    write: false,
    logLevel: 'error',
  })
  const text = result.outputFiles[0].text
  const name = `${path.basename(entry).replace(/\.[^.]+$/, '')}-${createHash('sha256').update(text).digest('hex').slice(0, 16)}.mjs`
  const file = path.join(outDir, name)
  mkdirSync(outDir, { recursive: true })
  // Several processes may bundle the same entry at once: each writes its own file, then renames.
  const partial = `${file}.${process.pid}.${Date.now()}`
  writeFileSync(partial, text)
  renameSync(partial, file)
  return file
}

/** bundleScript for synchronous callers: bundles in a child process and returns the path. */
export function bundleScriptSync(entry) {
  const result = spawnSync(process.execPath, [thisFile, entry], { cwd: root, encoding: 'utf8' })
  const file = result.stdout.trim().split('\n').at(-1)
  if (result.status !== 0 || !file) throw new Error(`bundling ${entry} failed (${result.status}):\n${result.stdout}\n${result.stderr}`)
  return file
}

if (process.argv[1] && path.resolve(process.argv[1]) === thisFile) {
  const entry = process.argv[2]
  if (!entry) {
    console.error('usage: node scripts/lib/bundleScript.mjs <entry.ts>')
    process.exit(2)
  }
  console.log(await bundleScript(entry))
}
