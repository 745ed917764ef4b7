// The media folder in a backup: copied as it is, and counted for the manifest.
import { cp, mkdir, readdir, stat } from 'node:fs/promises'
import path from 'node:path'

/** Files and bytes under a folder (0 when it does not exist). */
export async function measureFolder(dir) {
  let files = 0
  let bytes = 0
  let entries
  try {
    entries = await readdir(dir, { withFileTypes: true, recursive: true })
  } catch {
    return { files, bytes }
  }
  for (const entry of entries) {
    if (!entry.isFile()) continue
    files += 1
    bytes += (await stat(path.join(entry.parentPath ?? entry.path, entry.name))).size
  }
  return { files, bytes }
}

/** True when the folder is missing or holds nothing. */
export async function isEmptyFolder(dir) {
  try {
    return (await readdir(dir)).length === 0
  } catch {
    return true
  }
}

/** Copies a folder's contents into another (made when missing); a missing source copies nothing. */
export async function copyFolder(from, to) {
  await mkdir(to, { recursive: true })
  try {
    await readdir(from)
  } catch {
    return
  }
  await cp(from, to, { recursive: true, preserveTimestamps: true })
}
