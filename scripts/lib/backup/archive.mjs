// The backup archive: one dated .tar.gz holding manifest.json, the database (database.dump, or
// pgdata/ for a physical backup) and media/. Written under a temporary name and renamed when
// complete, so a half-written file is never taken for a backup; the newest KEEP are kept.
import { spawnSync } from 'node:child_process'
import { chmodSync, readdirSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'

export const KEEP = 14
const NAME = /^playcentre-backup-(\d{8})-(\d{6})Z\.tar\.gz$/

/** @param {Date} date */
export function archiveName(date) {
  const stamp = date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)
  return `playcentre-backup-${stamp}Z.tar.gz`
}

/** Finished archives in the folder, oldest first (their names sort by date). */
export function listArchives(backupDir) {
  let entries
  try {
    entries = readdirSync(backupDir)
  } catch {
    return []
  }
  return entries.filter((entry) => NAME.test(entry)).sort()
}

/** Deletes all but the newest `keep` archives; returns the names deleted. */
export function pruneArchives(backupDir, keep = KEEP) {
  const archives = listArchives(backupDir)
  const old = archives.slice(0, Math.max(0, archives.length - keep))
  for (const name of old) rmSync(path.join(backupDir, name), { force: true })
  return old
}

function tar(args) {
  const result = spawnSync('tar', args, { encoding: 'utf8' })
  if (result.error) throw new Error(`could not run tar: ${result.error.message}`)
  if (result.status !== 0) throw new Error(`tar ${args[0]} failed (${result.status}): ${result.stderr.trim()}`)
}

/** Packs the staging folder's contents into `target` (through `target`.partial, then a rename). */
export function packArchive(stagingDir, target) {
  const partial = path.join(path.dirname(target), `.${path.basename(target)}.partial`)
  try {
    tar(['-czf', partial, '-C', stagingDir, '.'])
    // It holds every family's name, e-mail and phone: readable by its owner only.
    chmodSync(partial, 0o600)
    renameSync(partial, target)
  } finally {
    rmSync(partial, { force: true })
  }
}

/** One file of an archive, as text. */
export function readFromArchive(archive, member) {
  const result = spawnSync('tar', ['-xzOf', archive, `./${member}`], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 })
  if (result.error) throw new Error(`could not run tar: ${result.error.message}`)
  if (result.status !== 0) throw new Error(`${archive} is not a backup archive (${result.stderr.trim()})`)
  return result.stdout
}

/** Unpacks an archive into an (empty) folder. */
export function unpackArchive(archive, targetDir) {
  tar(['-xzf', archive, '-C', targetDir, '--no-same-owner'])
}
