// The nightly backup of the embedded Postgres: scripts/run.mjs, which runs that server for
// `npm start`, runs `scripts/backup.mjs` on BACKUP_SCHEDULE (schedule.mjs) in a child process,
// one at a time; its lines go to the same log. A failed night is logged and tried again the next.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { Cron } from 'croner'
import { BACKUP_TIMEZONE, backupSchedule } from './schedule.mjs'

/**
 * @param {{ root: string, env: NodeJS.ProcessEnv, log: (line: string) => void }} options
 * @returns {{ stop: () => Promise<void> }}
 */
export function startNightlyBackup({ root, env, log }) {
  const schedule = backupSchedule(env)
  if ('off' in schedule) {
    log(`nightly backup: off (${schedule.off})`)
    return { stop: async () => {} }
  }
  /** @type {import('node:child_process').ChildProcess | null} */
  let running = null
  /** @type {Promise<void> | null} */
  let finished = null
  const job = new Cron(schedule.pattern, { timezone: BACKUP_TIMEZONE, protect: true }, () => {
    const since = Date.now()
    log('nightly backup: started')
    running = spawn(process.execPath, [path.join(root, 'scripts/backup.mjs')], { cwd: root, env, stdio: 'inherit' })
    finished = new Promise((resolve) => {
      running?.on('exit', (code, signal) => {
        running = null
        const took = `${Math.round((Date.now() - since) / 1000)} s`
        if (code === 0) log(`nightly backup: done in ${took}`)
        else
          log(
            `nightly backup: FAILED (${signal ?? `exit ${code}`}) after ${took}; the lines above say why. Next try: ${job.nextRun()?.toISOString()}`,
          )
        resolve()
      })
    })
    return finished
  })
  log(`nightly backup: "${schedule.pattern}" (${BACKUP_TIMEZONE}), next at ${job.nextRun()?.toISOString()}`)
  return {
    stop: async () => {
      job.stop()
      // A backup under way is cut short (it removes its half-made files) before Postgres stops.
      if (running) {
        running.kill('SIGTERM')
        await finished
      }
    },
  }
}
