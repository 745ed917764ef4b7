// The fault bench's settings (environment overrides for experiments; the defaults are what
// docs/crash-safety.md ran). Imported first by bench/faults.mjs: the crash bench's settings, whose
// family stream this bench reuses, read CRASH_* when they are imported, so its defaults are set
// here for a longer run: bigger sessions, smaller waves.
process.env.CRASH_CAPACITY ??= '150'
process.env.CRASH_PER_WAVE ??= '4'
process.env.CRASH_WAVE_GAP_MS ??= '2000'

const numberFrom = (name, fallback) => (process.env[name] ? Number(process.env[name]) : fallback)

/** A timer tears everything down and exits 2 when the run takes longer than this. */
export const timeLimitMs = numberFrom('FAULTS_TIME_LIMIT_S', 900) * 1000
/** Traffic before the first fault, the row every fault is compared with. */
export const baselineMs = numberFrom('FAULTS_BASELINE_S', 20) * 1000
/** Traffic after each recovery before the invariants are read and the next fault starts. */
export const settleMs = numberFrom('FAULTS_SETTLE_S', 15) * 1000
/** How long a fault may take to recover before the bench gives up on it (it then counts as not recovered). */
export const recoveryTimeoutMs = numberFrom('FAULTS_RECOVERY_TIMEOUT_S', 180) * 1000
/** Faults 2 and 5: how long the connections are held and Redis is stopped. */
export const holdMs = numberFrom('FAULTS_HOLD_S', 30) * 1000
/** Fault 4: every payment made during the window has its webhooks delivered this much later (plus up to 15 s). */
export const webhookDelayMs = numberFrom('FAULTS_WEBHOOK_DELAY_S', 60) * 1000
export const webhookWindowMs = numberFrom('FAULTS_WEBHOOK_WINDOW_S', 30) * 1000
/** Which faults run, by number (FAULTS_ONLY=1,3): for trying one out; the documented run has all five. */
export const only = process.env.FAULTS_ONLY ? new Set(process.env.FAULTS_ONLY.split(',').map(Number)) : null
/** Keep the run's folder (every process's log and result.json) instead of removing it with the rest. */
export const keepLogs = Boolean(process.env.BENCH_KEEP_LOGS)
