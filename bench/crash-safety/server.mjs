import { spawn } from 'node:child_process'
import { closeSync, openSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { request, run } from './context.mjs'
import { sleep } from './log.mjs'

const root = path.resolve(import.meta.dirname, '../..')

// The server: `node scripts/run.mjs start` in a process group of its own, so one SIGKILL of the
// group takes the runner and the Next.js server (scripts/server.mjs, its child) down together, the
// way a machine or container dies.
export let server = null
let serverStarts = 0
export function startServer() {
  serverStarts += 1
  const logFile = path.join(run.runDir, `server-${serverStarts}.log`)
  const fd = openSync(logFile, 'a')
  const child = spawn(process.execPath, [path.join(root, 'scripts/run.mjs'), 'start'], {
    cwd: root,
    env: run.serverEnv,
    stdio: ['ignore', fd, fd],
    detached: true,
  })
  closeSync(fd)
  const current = { child, pid: child.pid, logFile, exited: false, exit: null }
  current.exitPromise = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      current.exited = true
      current.exit = { code, signal }
      resolve(current.exit)
    }),
  )
  server = current
  return current
}

export const tail = (file, lines = 30) => readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n')

export async function waitForHealth(timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exited) throw new Error(`the server exited (${JSON.stringify(server.exit)}) before it was healthy:\n${tail(server.logFile)}`)
    try {
      const answer = await request('GET', '/api/health', { timeoutMs: 10_000 })
      if (answer.status === 200) return
    } catch {
      // not listening yet
    }
    await sleep(500)
  }
  throw new Error(`the server was not healthy within ${timeoutMs / 1000} s:\n${tail(server.logFile)}`)
}

function childPids(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
  } catch {
    return []
  }
}
export const descendants = (pid) => childPids(pid).flatMap((child) => [child, ...descendants(child)])
export function commandOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8')
      .split('\0')
      .filter(Boolean)
      .slice(1, 3)
      .map((part) => path.relative(root, part) || part)
      .join(' ')
  } catch {
    return '?'
  }
}
export const alive = (pid) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

export async function stopServer() {
  if (!server || server.exited) return
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {
    return
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-server.pid, 'SIGKILL')
    } catch {
      // gone
    }
  }, 15_000)
  await server.exitPromise
  clearTimeout(timer)
}
