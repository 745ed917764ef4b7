// The worker side of tests/helpers/raceProcess.ts: a process of a race test boots Payload once,
// says READY, then works one command per line of its stdin (JSON) and answers each with one
// RESULT line, until its stdin closes. Booting is most of a worker's cost (about 6 s of CPU), so
// a test file starts its workers once and sends each test's race to the same processes.
import { createInterface } from 'node:readline'

export async function serveCommands<Command, Result>(work: (command: Command) => Promise<Result>): Promise<void> {
  console.log('READY')
  for await (const line of createInterface({ input: process.stdin })) {
    if (!line.trim()) continue
    const result = await work(JSON.parse(line) as Command)
    console.log(`RESULT ${JSON.stringify(result)}`)
  }
}
