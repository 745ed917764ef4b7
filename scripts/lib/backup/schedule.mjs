// When the nightly backup runs: BACKUP_SCHEDULE, a cron pattern in Europe/London time (default
// 02:30 every night), or `off`. Unset under CI, where test runs start servers that must not back up.
import { Cron } from 'croner'

export const DEFAULT_BACKUP_SCHEDULE = '30 2 * * *'
export const BACKUP_TIMEZONE = 'Europe/London'

/**
 * @param {Record<string, string | undefined>} [env]
 * @returns {{ pattern: string } | { off: string }}
 */
export function backupSchedule(env = process.env) {
  const value = env.BACKUP_SCHEDULE?.trim()
  if (value === 'off') return { off: 'BACKUP_SCHEDULE=off' }
  if (!value && env.CI) return { off: 'CI is set and BACKUP_SCHEDULE is not' }
  const pattern = value || DEFAULT_BACKUP_SCHEDULE
  try {
    new Cron(pattern, { paused: true, timezone: BACKUP_TIMEZONE }).stop()
  } catch (error) {
    throw new Error(`BACKUP_SCHEDULE "${pattern}" is not a cron pattern or "off": ${error instanceof Error ? error.message : error}`)
  }
  return { pattern }
}
