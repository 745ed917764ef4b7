// Settings (environment overrides for experiments; the defaults are what docs/crash-safety.md ran),
// and the seeded generator that plans who does what, so a run's plan can be repeated.
const numberFrom = (name, fallback) => (process.env[name] ? Number(process.env[name]) : fallback)
export const seed = numberFrom('BENCH_SEED', Math.floor(Math.random() * 2 ** 31))
export const capacity = numberFrom('CRASH_CAPACITY', 24)
export const perWave = numberFrom('CRASH_PER_WAVE', 10)
export const waveGapMs = numberFrom('CRASH_WAVE_GAP_MS', 1500)
export const minWavesBeforeKill = numberFrom('CRASH_MIN_WAVES', 3)
export const maxWavesBeforeKill = numberFrom('CRASH_MAX_WAVES', 20)
export const wavesAfterRestart = numberFrom('CRASH_WAVES_AFTER_RESTART', 2)
// When to kill. `emails` (the default): at the first moment, from the third wave on, when booking
// requests are in flight and a run of the e-mail queue has claimed jobs (the moment a crash costs
// most), with webhooks streaming; if that moment has not come after CRASH_MAX_WAVES waves, at the
// end of the last. `wave`: straight after CRASH_MIN_WAVES waves, wherever the queues are.
export const killAt = process.env.CRASH_KILL_AT === 'wave' ? 'wave' : 'emails'
// SIGKILL (the default) is a crash; CRASH_SIGNAL=SIGTERM is a deploy's graceful stop, for comparison.
export const killSignal = process.env.CRASH_SIGNAL === 'SIGTERM' ? 'SIGTERM' : 'SIGKILL'
export const slots = [
  { start: '10:00', end: '12:00', capacity },
  { start: '12:30', end: '14:30', capacity },
  { start: '15:00', end: '17:00', capacity },
]
// What each family whose booking was created does next.
//   pay: pays; Stripe delivers the success, sometimes twice or three times, sometimes after an
//        older declined-card event (delivered out of order, after the success).
//   staffCancel: pays, then staff cancel the paid booking with a full refund.
//   late: pays in time, but Stripe's delivery is held back until after the hold expired and the
//         places were sold again (as when the endpoint was unreachable for a while).
//   abandon: never pays; the hold expires.
//   decline: the card is declined; Stripe delivers payment_failed (sometimes twice).
export const behaviours = [
  ['pay', 0.55],
  ['staffCancel', 0.1],
  ['late', 0.15],
  ['abandon', 0.1],
  ['decline', 0.1],
]

// A small seeded generator, so a run's plan can be repeated with BENCH_SEED.
let state = seed >>> 0
function random() {
  state = (state + 0x6d2b79f5) >>> 0
  let t = state
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
export const between = (low, high) => low + Math.floor(random() * (high - low + 1))
export const chance = (p) => random() < p
export function pick(weighted) {
  let roll = random()
  for (const [value, weight] of weighted) {
    if ((roll -= weight) < 0) return value
  }
  return weighted.at(-1)[0]
}
export function shuffled(list) {
  const copy = [...list]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[copy[i], copy[j]] = [copy[j], copy[i]]
  }
  return copy
}
