// `npm test`: the unit tests, the integration suite and the end-to-end run side by side
// (each has its own database and server; neither waits on the other), each line prefixed with
// its suite, and each suite's time printed at the end so a slowdown is visible.
// TEST_INT_DATABASE_URL, when set, is the Postgres server the integration suite uses (CI points
// it at the machine's server while the browser tests use the embedded one); otherwise both use
// DATABASE_URL's server, or the embedded Postgres when that is unset.
import { spawn } from 'node:child_process'
import { pipeLines } from './lib/pipeLines.mjs'

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const started = Date.now()
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`

/** Runs `npm run <script>`, streaming its output with a prefix; resolves to its exit code and time. */
function run(script, prefix, env = process.env) {
  const since = Date.now()
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'], env })
    for (const stream of [child.stdout, child.stderr]) pipeLines(stream, (line) => process.stdout.write(line), `${prefix} `)
    child.on('close', (code, signal) => resolve({ script, code: code ?? (signal ? 1 : 0), time: seconds(since) }))
  })
}

const intEnv = process.env.TEST_INT_DATABASE_URL ? { ...process.env, DATABASE_URL: process.env.TEST_INT_DATABASE_URL } : process.env
if (intEnv.DATABASE_URL) console.log(`== integration suite on ${new URL(intEnv.DATABASE_URL).host}`)
// The unit tests take seconds beside the browser tests' build: all three start at once.
const results = await Promise.all([run('test:unit', '[unit]'), run('test:int', '[int]', intEnv), run('test:e2e', '[e2e]')])

console.log('\n== test times')
for (const { script, code, time } of results)
  console.log(`   ${script.padEnd(10)} ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${time}`)
console.log(`   total      ${seconds(started)}`)
process.exit(results.every(({ code }) => code === 0) ? 0 : 1)
