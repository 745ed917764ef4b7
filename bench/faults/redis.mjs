// The shared cache for the web instances: a redis-server of the bench's own on a free port of
// 127.0.0.1, keeping nothing on disk, which fault 5 stops and starts again on the same port. Only
// this process is ever signalled; the machine's own Redis is never touched.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { isPortOpen } from '../../scripts/lib/embeddedPostgres.mjs'
import { freePort } from '../../scripts/lib/testDatabase.mjs'
import { sleep } from './log.mjs'

export async function startRedis({ dir }) {
  const port = await freePort()
  let child = null
  let exited = Promise.resolve()

  async function start() {
    child = spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        dir,
        '--logfile',
        path.join(dir, 'redis.log'),
      ],
      { stdio: 'ignore' },
    )
    const current = child
    exited = new Promise((resolve) => current.once('exit', resolve))
    const spawnFailed = new Promise((_, reject) => current.once('error', reject))
    for (let tries = 0; tries < 100; tries++) {
      if (await Promise.race([isPortOpen(port), spawnFailed])) return
      if (current.exitCode !== null) break
      await sleep(100)
    }
    throw new Error(`redis-server did not listen on 127.0.0.1:${port}`)
  }

  async function stop() {
    if (!child || child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
    await exited
    clearTimeout(timer)
  }

  await start()
  return { url: `redis://127.0.0.1:${port}`, port, start, stop }
}
