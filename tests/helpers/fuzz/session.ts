import fc from 'fast-check'
import type { Payload } from 'payload'
import { expect } from 'vitest'
import { eventDay } from '../booking'
import { createUser, loginToken } from '../payload'
import { clientHeaders } from './clientHeaders'
import { knownCases } from './knownCases'
import { requestArbitrary, type FuzzContext, type FuzzRequest, type Identity } from './requests'
import { describeRequest, sendFuzzRequest, watchedCounts } from './send'
import { BUILT_IN_RUNS, FUZZ_RUNS, FUZZ_SEED, fuzzParameters } from './settings'
import type { FuzzTarget } from './targets'
import { malformedTokens } from './tokens'
import { plausibleStrings } from './values'

/**
 * How far a request got: answered (3), refused after its input was read (2: not signed in, not
 * allowed, a rule), not found (1: a document no one has, or a path no route takes), or refused
 * at the parse (0).
 */
function depthReached(status: number): number {
  if (status < 400) return 3
  if ([401, 403, 409, 410].includes(status)) return 2
  return status === 404 ? 1 : 0
}

/** A seed of its own for each endpoint and caller, derived from FUZZ_SEED so a run replays. */
function seedFor(name: string): number {
  let hash = FUZZ_SEED
  for (const character of name) hash = (Math.imul(hash, 31) + character.charCodeAt(0)) | 0
  return hash
}

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
  const headers = clientHeaders({ config: payload.config, tokens: malformedTokens(tokens.staff!, payload.secret) })
  const context: FuzzContext = { plausible: plausibleStrings([ownDay]), headers }
  // The counts after the last request: the next request's "before".
  let counts = await watchedCounts(payload)
  const statuses = new Map<string, Map<number, number>>()
  let sent = 0
  const started = Date.now()

  async function checkOne(name: string, request: FuzzRequest): Promise<number> {
    const before = counts
    const answer = await sendFuzzRequest(request, tokens)
    sent += 1
    const byStatus = statuses.get(name) ?? new Map<number, number>()
    statuses.set(name, byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1))
    counts = await watchedCounts(payload)
    const label = `${describeRequest(request)}\n  answered ${answer.status}: ${answer.text.slice(0, 400)}`
    expect(answer.status, label).toBeLessThan(500)
    if (answer.status < 400) return answer.status
    expect(answer.json, label).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } })
    const { fields } = (answer.json as { error: { fields?: unknown } }).error
    if (fields !== undefined)
      expect(
        Object.values(fields as object).every((message) => typeof message === 'string'),
        label,
      ).toBe(true)
    expect(counts, `${label}\n  and a watched collection changed`).toEqual(before)
    return answer.status
  }

  return {
    async fuzz(target, identity, runs = target.declared ? FUZZ_RUNS : BUILT_IN_RUNS) {
      const requests = requestArbitrary(target, identity, context)
      const name = `${target.name} ${identity}`
      let furthest: { request: FuzzRequest; depth: number } | null = null
      const property = fc.asyncProperty(requests, async (request) => {
        const depth = depthReached(await checkOne(target.name, request))
        if (depth > (furthest?.depth ?? 0)) furthest = { request, depth }
      })
      const known = knownCases(target.name, identity)
      // The known cases run on top of the generated requests; the first generated one carries
      // every header the server reads, each odd, so every endpoint sees them whatever the seed.
      const [every] = fc.sample(fc.tuple(requests, headers.every(identity)), { seed: seedFor(name), numRuns: 1 })
      const examples: [FuzzRequest][] = [...known, [{ ...every![0], headers: every![1] }]]
      try {
        await fc.assert(property, fuzzParameters(runs + known.length, examples))
        // An odd header matters only where the request gets that far (a verified-address
        // cookie is read after the query is valid): the request that went furthest, once more
        // with every header odd.
        const reached = furthest as { request: FuzzRequest } | null
        if (reached) await checkOne(target.name, { ...reached.request, headers: every![1] })
      } catch (error) {
        throw new Error(
          `Replay with FUZZ_SEED=${FUZZ_SEED} FUZZ_RUNS=${FUZZ_RUNS}.\n${error instanceof Error ? error.message : String(error)}`,
        )
      }
    },
    summary() {
      const lines =
        process.env.FUZZ_VERBOSE === '1'
          ? [...statuses].map(([name, byStatus]) => `${name}: ${[...byStatus].map(([status, count]) => `${status}×${count}`).join(' ')}`)
          : []
      return [
        ...lines,
        `cookies sent: ${headers.cookies.join(', ')}; headers sent: authorization, idempotency-key, ${headers.headers.join(', ')}`,
        `${sent} requests in ${((Date.now() - started) / 1000).toFixed(1)} s (FUZZ_SEED=${FUZZ_SEED}, FUZZ_RUNS=${FUZZ_RUNS})`,
      ].join('\n')
    },
  }
}
