/**
 * One value shared by every request of this process for a while: the first request loads it,
 * requests meanwhile wait for that same load (single flight: 200 at once are one load), and
 * later ones get it until `ttlMs` has passed. A failed load is not kept. `forget()` drops the
 * value and makes a load under way not count (the content behind it changed).
 *
 * The state lives on globalThis under the name: Next bundles a route's copy of a module apart from
 * another route's (the API and /metrics), and both must see the same value and counts.
 */
export type SharedAnswer<T> = {
  read(load: () => Promise<T>): Promise<{ value: T; ageMs: number }>
  forget(): void
  /** Loads started and reads answered since the process started (the bench reads them from /metrics). */
  counts(): { loads: number; reads: number }
}

type State<T> = {
  entry?: { value: T; loadedAt: number }
  pending?: Promise<{ value: T; loadedAt: number }>
  generation: number
  loads: number
  reads: number
}

export function sharedAnswer<T>(name: string, ttlMs: number, clock: () => number = Date.now): SharedAnswer<T> {
  const holder = globalThis as unknown as Record<symbol, State<T> | undefined>
  const key = Symbol.for(`playcentre.sharedAnswer.${name}`)
  const state = (holder[key] ??= { generation: 0, loads: 0, reads: 0 })

  const fresh = (loadedAt: number, now: number) => now >= loadedAt && now - loadedAt < ttlMs

  return {
    async read(load) {
      state.reads += 1
      const now = clock()
      if (state.entry && fresh(state.entry.loadedAt, now)) return { value: state.entry.value, ageMs: now - state.entry.loadedAt }
      if (!state.pending) {
        state.loads += 1
        const generation = state.generation
        const loadedAt = now
        const pending = load().then((value) => {
          const entry = { value, loadedAt }
          if (generation === state.generation) state.entry = entry
          return entry
        })
        state.pending = pending
        const clear = () => {
          if (state.pending === pending) state.pending = undefined
        }
        pending.then(clear, clear)
      }
      const entry = await state.pending
      return { value: entry.value, ageMs: Math.max(0, clock() - entry.loadedAt) }
    },
    forget() {
      state.generation += 1
      state.entry = undefined
      state.pending = undefined
    },
    counts: () => ({ loads: state.loads, reads: state.reads }),
  }
}
