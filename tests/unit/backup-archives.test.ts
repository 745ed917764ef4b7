import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { archiveName, listArchives, pruneArchives } from '../../scripts/lib/backup/archive.mjs'
import { backupSchedule, DEFAULT_BACKUP_SCHEDULE } from '../../scripts/lib/backup/schedule.mjs'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('backup archive names and retention', () => {
  it('names an archive by its UTC time, to the second', () => {
    expect(archiveName(new Date('2026-03-29T01:30:05.123Z'))).toBe('playcentre-backup-20260329-013005Z.tar.gz')
  })

  it('keeps the newest 14 finished archives and leaves other files alone', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'playcentre-archives-'))
    dirs.push(dir)
    const names = Array.from({ length: 16 }, (_, day) => archiveName(new Date(Date.UTC(2026, 0, day + 1, 2, 30))))
    for (const name of [...names].reverse()) writeFileSync(path.join(dir, name), '')
    // A half-written archive and a stranger's file are not backups: never counted, never deleted.
    writeFileSync(path.join(dir, `.${archiveName(new Date())}.partial`), '')
    writeFileSync(path.join(dir, 'notes.txt'), '')

    expect(pruneArchives(dir, 14)).toEqual(names.slice(0, 2))
    expect(listArchives(dir)).toEqual(names.slice(2))
    expect(readdirSync(dir)).toHaveLength(16)
  })
})

describe('the nightly backup schedule', () => {
  it('is 02:30 by default, off on request or under CI, and refuses a pattern that is not one', () => {
    expect(DEFAULT_BACKUP_SCHEDULE).toBe('30 2 * * *')
    expect(backupSchedule({})).toEqual({ pattern: '30 2 * * *' })
    expect(backupSchedule({ BACKUP_SCHEDULE: '0 3 * * 1' })).toEqual({ pattern: '0 3 * * 1' })
    expect(backupSchedule({ BACKUP_SCHEDULE: 'off' })).toHaveProperty('off')
    expect(backupSchedule({ CI: 'true' })).toHaveProperty('off')
    expect(backupSchedule({ CI: 'true', BACKUP_SCHEDULE: '0 3 * * *' })).toEqual({ pattern: '0 3 * * *' })
    expect(() => backupSchedule({ BACKUP_SCHEDULE: 'nightly' })).toThrow(/BACKUP_SCHEDULE/)
  })
})
