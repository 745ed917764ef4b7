import { spawn } from 'node:child_process'
import path from 'node:path'
import { bundleScriptSync } from '../../scripts/lib/bundleScript.mjs'

const root = path.resolve(import.meta.dirname, '../..')

export type RaceProcess<Command, Result> = {
  /** Resolves once the process has booted Payload and waits for commands. */
  ready: Promise<void>
  /** Sends one command; resolves to the process's answer to it. */
  send: (command: Command) => Promise<Result>
  /** Closes its stdin (it exits when its last command is done) and kills it if it has not exited by `graceMs`. */
  stop: (graceMs?: number) => Promise<void>
}

/**
 * Starts `script` (a worker built on tests/race/commandLoop.ts) as a process of its own, with its
 * own Payload and database pool, as another app instance would be; from a bundle, as `payload run`
 * would run it (scripts/lib/bundleScript.mjs).
 */
export function startRaceProcess<Command, Result>(script: string, env: Record<string, string> = {}): RaceProcess<Command, Result> {
  const child = spawn(process.execPath, [bundleScriptSync(script)], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'error', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  let output = ''
  let buffered = ''
  let exited = false
  const waiting: { resolve: (result: Result) => void; reject: (error: Error) => void }[] = []
  let markReady: () => void = () => {}
  let failReady: (error: Error) => void = () => {}
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve
    failReady = reject
  })
  const exitedPromise = new Promise<void>((resolve) => child.on('exit', () => resolve()))

  child.stdout.setEncoding('utf8')
  child.stdout.on('data', (chunk: string) => {
    output += chunk
    buffered += chunk
    const lines = buffered.split('\n')
    buffered = lines.pop() ?? ''
    for (const line of lines) {
      if (line === 'READY') markReady()
      else if (line.startsWith('RESULT ')) waiting.shift()?.resolve(JSON.parse(line.slice('RESULT '.length)) as Result)
    }
  })
  child.stderr.on('data', (chunk) => (output += chunk))
  child.on('exit', (code, signal) => {
    exited = true
    const error = new Error(`${script} exited (${signal ?? code}) before answering:\n${output.slice(-4000)}`)
    failReady(error)
    for (const pending of waiting.splice(0)) pending.reject(error)
  })

  return {
    ready,
    send: (command) =>
      new Promise<Result>((resolve, reject) => {
        if (exited) return reject(new Error(`${script} has exited:\n${output.slice(-4000)}`))
        waiting.push({ resolve, reject })
        child.stdin.write(`${JSON.stringify(command)}\n`)
      }),
    stop: async (graceMs = 5_000) => {
      if (exited) return
      child.stdin.end()
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
      await exitedPromise
      clearTimeout(timer)
    },
  }
}
