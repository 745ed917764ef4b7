// The app's processes: web instances (`node scripts/run.mjs start`) and the worker (`node
// scripts/run.mjs worker`), each in a process group of its own so that one SIGKILL of the group
// takes the runner and its child down together, as when a machine or container dies. Each start
// writes its own log file in the run's folder.
import { spawn } from 'node:child_process'
import { closeSync, openSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { tail } from '../crash-safety/server.mjs'
import { request } from '../lib/http.mjs'
import { log, sleep } from './log.mjs'

const root = path.resolve(import.meta.dirname, '../..')

/** Exits the bench did not ask for (not a fault's SIGKILL, not the teardown's stop): each a finding. */
export const unexpectedExits = []

/** A process the bench runs, not started yet. `port` for a web instance. */
export const appProcess = ({ name, command, env, port = 0, runDir }) => ({
  name,
  command,
  env,
  port,
  runDir,
  starts: 0,
  pid: 0,
  logFile: '',
  exited: true,
  exit: null,
  stopping: false,
  exitPromise: Promise.resolve(),
})

export function start(entry) {
  entry.starts += 1
  entry.logFile = path.join(entry.runDir, `${entry.name}-${entry.starts}.log`)
  const fd = openSync(entry.logFile, 'a')
  const child = spawn(process.execPath, [path.join(root, 'scripts/run.mjs'), entry.command], {
    cwd: root,
    env: entry.env,
    stdio: ['ignore', fd, fd],
    detached: true,
  })
  closeSync(fd)
  entry.pid = child.pid
  entry.exited = false
  entry.exit = null
  entry.stopping = false
  entry.exitPromise = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      entry.exited = true
      entry.exit = { code, signal }
      if (!entry.stopping) {
        unexpectedExits.push({ at: Date.now(), name: entry.name, code, signal, logFile: entry.logFile })
        log(`${entry.name} exited by itself (code ${code}, signal ${signal}); its log: ${entry.logFile}`)
      }
      resolve(entry.exit)
    }),
  )
  return entry
}

const signalGroup = (entry, signal) => {
  try {
    process.kill(-entry.pid, signal)
    return true
  } catch {
    return false
  }
}

/** SIGKILL to the whole group; resolves once the runner has gone and no process of the group is left. */
export async function killGroup(entry) {
  if (entry.exited) return
  entry.stopping = true
  signalGroup(entry, 'SIGKILL')
  await entry.exitPromise
  for (let wait = 0; wait < 50 && signalGroup(entry, 0); wait++) await sleep(100)
}

/** The way a deploy stops it (SIGTERM to the group), then SIGKILL after 15 s. */
export async function stop(entry) {
  if (entry.exited) return
  entry.stopping = true
  signalGroup(entry, 'SIGTERM')
  const timer = setTimeout(() => signalGroup(entry, 'SIGKILL'), 15_000)
  await entry.exitPromise
  clearTimeout(timer)
  // What the runner left of its group (it exits after its child), gone too.
  signalGroup(entry, 'SIGKILL')
}

export async function waitHealthy(entry, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (entry.exited) throw new Error(`${entry.name} exited (${JSON.stringify(entry.exit)}) before it was healthy:\n${tail(entry.logFile)}`)
    const answer = await request(entry.port, 'GET', '/api/health', { timeoutMs: 10_000 }).catch(() => null)
    if (answer?.status === 200) return
    await sleep(500)
  }
  throw new Error(`${entry.name} was not healthy within ${timeoutMs / 1000} s:\n${tail(entry.logFile)}`)
}

export async function waitForLogLine(entry, text, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (readFileSync(entry.logFile, 'utf8').includes(text)) return
    if (entry.exited)
      throw new Error(`${entry.name} exited (${JSON.stringify(entry.exit)}) before it logged "${text}":\n${tail(entry.logFile)}`)
    await sleep(500)
  }
  throw new Error(`${entry.name} never logged "${text}":\n${tail(entry.logFile)}`)
}

export function logSize(file) {
  try {
    return statSync(file).size
  } catch {
    return 0
  }
}
