import fc from 'fast-check'
import type { Payload } from 'payload'
import { expect } from 'vitest'
import { eventDay } from '../booking'
import { createUser, loginToken } from '../payload'
import { knownCases } from './knownCases'
import { requestArbitrary, type FuzzContext, type FuzzRequest, type Identity } from './requests'
import { describeRequest, sendFuzzRequest, watchedCounts } from './send'
import { BUILT_IN_RUNS, FUZZ_RUNS, FUZZ_SEED, fuzzParameters } from './settings'
import type { FuzzTarget } from './targets'
import { plausibleStrings } from './values'

export type FuzzSession = {
  /** Fuzzes one endpoint as one caller; throws with the failing request and the seed. */
  fuzz: (target: FuzzTarget, identity: Identity, runs?: number) => Promise<void>
  /** Requests sent, time taken, and with FUZZ_VERBOSE=1 the answers by status per endpoint. */
  summary: () => string
}

/**
 * A staff user, a day of the fuzz's own (a generated booking that happens to be valid holds
 * places only there) and the rule of ARCHITECTURE.md §4 checked on every answer: below 500; a
 * 4xx carries the JSON error body and changed none of the watched collections.
 */
export async function startFuzzSession(payload: Payload): Promise<FuzzSession> {
  const staff = await createUser(payload, ['staff'])
  const tokens: Record<Identity, string | undefined> = { anonymous: undefined, staff: await loginToken(staff.email, staff.password) }
  const ownDay = await eventDay(payload, [{ start: '09:30', end: '11:30', capacity: 1_000 }], 'Fuzz day')
  const context: FuzzContext = { plausible: plausibleStrings([ownDay]) }
  // The counts after the last request: the next request's "before".
  let counts = await watchedCounts(payload)
  const statuses = new Map<string, Map<number, number>>()
  let sent = 0
  const started = Date.now()

  async function checkOne(name: string, request: FuzzRequest): Promise<void> {
    const before = counts
    const answer = await sendFuzzRequest(request, tokens)
    sent += 1
    const byStatus = statuses.get(name) ?? new Map<number, number>()
    statuses.set(name, byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1))
    counts = await watchedCounts(payload)
    const label = `${describeRequest(request)}\n  answered ${answer.status}: ${answer.text.slice(0, 400)}`
    expect(answer.status, label).toBeLessThan(500)
    if (answer.status < 400) return
    expect(answer.json, label).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } })
    const { fields } = (answer.json as { error: { fields?: unknown } }).error
    if (fields !== undefined) expect(Object.values(fields as object).every((message) => typeof message === 'string'), label).toBe(true)
    expect(counts, `${label}\n  and a watched collection changed`).toEqual(before)
  }

  return {
    async fuzz(target, identity, runs = target.declared ? FUZZ_RUNS : BUILT_IN_RUNS) {
      const property = fc.asyncProperty(requestArbitrary(target, identity, context), (request) => checkOne(target.name, request))
      try {
        await fc.assert(property, fuzzParameters(runs, knownCases(target.name, identity)))
      } catch (error) {
        throw new Error(`Replay with FUZZ_SEED=${FUZZ_SEED} FUZZ_RUNS=${FUZZ_RUNS}.\n${error instanceof Error ? error.message : String(error)}`)
      }
    },
    summary() {
      const lines = process.env.FUZZ_VERBOSE === '1' ? [...statuses].map(([name, byStatus]) => `${name}: ${[...byStatus].map(([status, count]) => `${status}×${count}`).join(' ')}`) : []
      return [...lines, `${sent} requests in ${((Date.now() - started) / 1000).toFixed(1)} s (FUZZ_SEED=${FUZZ_SEED}, FUZZ_RUNS=${FUZZ_RUNS})`].join('\n')
    },
  }
}
