// The fault bench's log lines, on the crash bench's clock (its family stream logs through that one).
import { started } from '../crash-safety/log.mjs'

export { sleep } from '../crash-safety/log.mjs'
export const secondsSince = (at) => ((Date.now() - at) / 1000).toFixed(1)
export const log = (line) => console.log(`[faults ${secondsSince(started).padStart(6)}s] ${line}`)
