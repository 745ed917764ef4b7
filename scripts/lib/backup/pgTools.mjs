// Finds a Postgres client program (pg_dump, pg_restore) whose major version is at least the one
// asked for: pg_dump refuses a server newer than itself. Looked for in order: PG_DUMP or
// PG_RESTORE (a full path), PATH, then Debian's /usr/lib/postgresql/<major>/bin, newest first.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, realpathSync } from 'node:fs'
import path from 'node:path'

/** @param {string} binary @returns {number | null} the major version it reports, or null when it does not run */
export function toolMajor(binary) {
  const result = spawnSync(binary, ['--version'], { encoding: 'utf8' })
  if (result.status !== 0) return null
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(result.stdout)
  return match ? Number(match[1]) : null
}

/** @param {string} name */
function candidates(name, env) {
  const found = []
  const explicit = env[name.toUpperCase()]
  if (explicit) found.push(explicit)
  for (const dir of (env.PATH ?? '').split(path.delimiter)) if (dir) found.push(path.join(dir, name))
  const debian = '/usr/lib/postgresql'
  if (existsSync(debian)) {
    const majors = readdirSync(debian)
      .filter((entry) => /^\d+$/.test(entry))
      .sort((a, b) => Number(b) - Number(a))
    for (const major of majors) found.push(path.join(debian, major, 'bin', name))
  }
  // /bin and /usr/bin are often one folder: each program is tried once.
  const byTarget = new Map()
  for (const file of found) if (existsSync(file) && !byTarget.has(realpathSync(file))) byTarget.set(realpathSync(file), file)
  return [...byTarget.values()]
}

/**
 * @param {'pg_dump' | 'pg_restore'} name
 * @param {number} minMajor
 * @returns {{ binary: string, major: number } | { binary: null, seen: string[] }}
 */
export function findPgTool(name, minMajor, env = process.env) {
  const seen = []
  for (const binary of candidates(name, env)) {
    const major = toolMajor(binary)
    if (major !== null && major >= minMajor) return { binary, major }
    seen.push(`${binary} (${major === null ? 'does not run' : `version ${major}`})`)
  }
  return { binary: null, seen }
}

/** The package that brings a client of this major version, for the message when none is found. */
export function clientPackageHint(major) {
  return (
    `install a PostgreSQL ${major} client (Debian/Ubuntu: \`apt-get install postgresql-client-${major}\` from the ` +
    `PostgreSQL apt repository, apt.postgresql.org; or \`postgresql-client\` where the distribution's own is ${major}), ` +
    `or point PG_DUMP at its pg_dump`
  )
}
