import type fc from 'fast-check'

const DEFAULT_SEED = 20_261_114
const DEFAULT_RUNS = 20

function integerFromEnv(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value)) throw new Error(`${name} must be an integer, not ${raw}`)
  return value
}

/** FUZZ_SEED replays a run; FUZZ_RUNS sets the requests per endpoint that declares its schemas. */
export const FUZZ_SEED = integerFromEnv('FUZZ_SEED', DEFAULT_SEED)
export const FUZZ_RUNS = integerFromEnv('FUZZ_RUNS', DEFAULT_RUNS)

/**
 * Endpoints without schemas are Payload's own: the same few handlers under every collection and
 * global, so each gets a small share and the handler is still reached many times over.
 */
export const BUILT_IN_RUNS = Math.max(1, Math.round(FUZZ_RUNS / 20))

/**
 * One seed for every property, so a failure replays with FUZZ_SEED alone. No shrinking: each
 * step would be another request, and the failing request is printed whole.
 */
export function fuzzParameters<T>(numRuns: number, examples: T[] = []): fc.Parameters<T> {
  return { seed: FUZZ_SEED, numRuns, examples, endOnFailure: true, includeErrorInReport: true }
}
