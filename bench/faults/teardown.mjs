// Everything the bench starts registers how to stop it, and one teardown stops it all, newest
// first, once, whatever ends the run: the end, a failure, Ctrl-C or the time limit. Each step has
// a time limit of its own, so a step that hangs cannot keep the rest (Postgres, temp folders) alive.
import { log } from './log.mjs'

const steps = []
let running = null

/** `stop` is called once at teardown; it should not throw, but may. */
export function onTeardown(name, stop) {
  steps.push({ name, stop })
}

function withLimit(work, ms) {
  let timer
  return Promise.race([
    Promise.resolve().then(work),
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`still running after ${ms / 1000} s`)), ms)
    }),
  ]).finally(() => clearTimeout(timer))
}

/** Whether the teardown has begun: the run starts nothing new from then on. */
export const tearingDown = () => running !== null

export function teardown() {
  running ??= (async () => {
    for (const step of [...steps].reverse()) {
      try {
        await withLimit(step.stop, 40_000)
      } catch (error) {
        log(`teardown: ${step.name}: ${error instanceof Error ? error.message : error}`)
      }
    }
  })()
  return running
}

/**
 * The run's guards: the time limit, the stop signals (a second Ctrl-C exits at once), and a
 * crash of the bench's own code, each of which tears everything down and exits. Returns a function
 * that clears the time limit.
 */
export function guardRun(timeLimitMs) {
  const stopWith = (code, why) => {
    log(`${why}: tearing everything down`)
    void teardown().finally(() => process.exit(code))
  }
  const timer = setTimeout(() => stopWith(2, `time limit of ${timeLimitMs / 1000} s reached`), timeLimitMs)
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (running) process.exit(130)
      stopWith(130, signal)
    })
  }
  process.on('uncaughtException', (error) => {
    console.error(error)
    stopWith(2, 'the bench crashed')
  })
  // A family's or actor's promise that failed where nothing awaited it: a bench bug worth seeing, not worth the run.
  process.on('unhandledRejection', (error) => log(`unhandled rejection: ${error instanceof Error ? error.stack : error}`))
  return () => clearTimeout(timer)
}
