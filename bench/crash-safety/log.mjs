// The bench's clock and log lines: `[crash   12.3s] ...`, seconds since the bench started.
export const started = Date.now()
const seconds = () => ((Date.now() - started) / 1000).toFixed(1).padStart(6)
export const log = (line) => console.log(`[crash ${seconds()}s] ${line}`)
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
