// A physical online base backup of the embedded Postgres, for when no pg_dump as new as the
// server is installed (the embedded server ships without one). Postgres's low-level API on one
// held connection: pg_backup_start, a copy of the data directory (without the server's lock file
// and the WAL folder's contents), pg_backup_stop, whose label file becomes the copy's
// backup_label, then the WAL segments written between start and stop. Started on that copy,
// Postgres replays them and is consistent (ADR 0022).
import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

// Left out of the copy (PostgreSQL docs, "Making a Base Backup Using the Low Level API").
const SKIP_FILES = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map', 'backup_label.old'])
const EMPTY_DIRS = new Set(['pg_wal', 'pg_replslot', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_stat_tmp', 'pg_subtrans'])
const WAL_SEGMENT = /^[0-9A-F]{24}$/

/** A segment file's position: its log id and segment (the timeline, its first 8 digits, is the same). */
function segmentNumber(name, perLogId) {
  return Number.parseInt(name.slice(8, 16), 16) * perLogId + Number.parseInt(name.slice(16, 24), 16)
}

const isGone = (error) => error && typeof error === 'object' && 'code' in error && error.code === 'ENOENT'

/** Copies a live directory: files that vanish meanwhile (temporary files) are skipped, as the docs allow. */
async function copyTree(from, to, top) {
  await mkdir(to, { recursive: true, mode: 0o700 })
  let entries
  try {
    entries = await readdir(from, { withFileTypes: true })
  } catch (error) {
    if (isGone(error)) return
    throw error
  }
  for (const entry of entries) {
    const source = path.join(from, entry.name)
    const target = path.join(to, entry.name)
    if (top && SKIP_FILES.has(entry.name)) continue
    if (entry.name.startsWith('pgsql_tmp')) continue
    if (entry.isDirectory()) {
      if (top && EMPTY_DIRS.has(entry.name)) {
        await mkdir(target, { mode: 0o700 })
        if (entry.name === 'pg_wal') await mkdir(path.join(target, 'archive_status'), { mode: 0o700 })
        continue
      }
      await copyTree(source, target, false)
    } else if (entry.isFile()) {
      try {
        await copyFile(source, target)
      } catch (error) {
        if (!isGone(error)) throw error
      }
    } else if (entry.isSymbolicLink()) {
      throw new Error(`the data directory holds a link (${source}): tablespaces are not supported by this backup`)
    }
  }
}

/**
 * @param {import('pg').Client} client a superuser connection to the server whose data directory is `dataDir`
 * @param {string} dataDir
 * @param {string} targetDir where the copy goes (created)
 * @param {string} label
 */
export async function physicalBackup(client, dataDir, targetDir, label) {
  const started = await client.query('SELECT lsn, pg_walfile_name(lsn) AS wal FROM pg_backup_start($1, true) AS lsn', [label])
  const startWal = String(started.rows[0].wal)
  let stopped
  try {
    await copyTree(dataDir, targetDir, true)
  } finally {
    // Always ends the backup, or the server keeps it open until the connection closes.
    stopped = await client.query(
      'SELECT lsn, labelfile, spcmapfile, pg_walfile_name(lsn) AS wal FROM pg_backup_stop(wait_for_archive => false)',
    )
  }
  const { labelfile, spcmapfile, wal: stopWal } = stopped.rows[0]
  if (spcmapfile) throw new Error('the server has tablespaces: this backup does not support them')
  await writeFile(path.join(targetDir, 'backup_label'), labelfile, { mode: 0o600 })

  // pg_backup_stop switched to a new segment: every segment from the start's to the stop's is complete.
  const segmentBytes = await client.query("SELECT setting::bigint AS bytes FROM pg_settings WHERE name = 'wal_segment_size'")
  const perLogId = 0x100000000 / Number(segmentBytes.rows[0].bytes)
  const walDir = path.join(dataDir, 'pg_wal')
  const needed = (await readdir(walDir)).filter((name) => WAL_SEGMENT.test(name) && name >= startWal && name <= stopWal).sort()
  const expected = segmentNumber(stopWal, perLogId) - segmentNumber(startWal, perLogId) + 1
  // A checkpoint during a long copy may recycle segments the copy needs: then the backup is refused.
  if (needed.length !== expected || needed[0] !== startWal)
    throw new Error(`the WAL from ${startWal} to ${stopWal} is no longer all in ${walDir}: run the backup again`)
  for (const name of needed) await copyFile(path.join(walDir, name), path.join(targetDir, 'pg_wal', name))
  for (const name of await readdir(walDir))
    if (name.endsWith('.history')) await copyFile(path.join(walDir, name), path.join(targetDir, 'pg_wal', name))
  return { startWal, stopWal, walSegments: needed.length }
}
