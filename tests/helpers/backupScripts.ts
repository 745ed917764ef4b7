// The backup tests' child processes: the real `npm run backup` and `npm run restore` scripts, and
// the app (Payload with the project's config) started on a database of the test's choosing.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { bundleScriptSync } from '../../scripts/lib/bundleScript.mjs'

const root = path.resolve(import.meta.dirname, '../..')

/** Runs one of the scripts as `npm run` would, with only the settings given (no DATABASE_URL unless given). */
export function runBackupScript(script: 'backup.mjs' | 'restore.mjs', args: string[], settings: Record<string, string>) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...settings }
  if (!settings.DATABASE_URL) delete childEnv.DATABASE_URL
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', script), ...args], { cwd: root, env: childEnv, encoding: 'utf8' })
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` }
}

/**
 * `script` in a process of its own, as `payload run` would run it (from a bundle,
 * scripts/lib/bundleScript.mjs), on the given DATABASE_URL and MEDIA_DIR (job runners off): the
 * JSON the script prints on one line after `marker`.
 */
export function runAppScript<T>(script: string, marker: string, env: Record<string, string>): T {
  const result = spawnSync(process.execPath, [bundleScriptSync(script)], {
    cwd: root,
    env: { ...process.env, JOB_RUNNERS: 'off', ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  const line = result.stdout.split('\n').find((text) => text.startsWith(`${marker} `))
  if (result.status !== 0 || !line) throw new Error(`${script} failed (${result.status}):\n${result.stdout}\n${result.stderr}`)
  return JSON.parse(line.slice(marker.length + 1)) as T
}
