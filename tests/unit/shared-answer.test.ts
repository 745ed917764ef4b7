import { describe, expect, it } from 'vitest'
import { sharedAnswer } from '@/lib/cache/sharedAnswer'

let names = 0
const fresh = (ttlMs: number, clock: () => number) => sharedAnswer<number>(`unit-${++names}`, ttlMs, clock)

describe('one answer shared by every request', () => {
  it('loads once for many requests at once, then answers from memory until its time is up', async () => {
    let now = 1_000
    const shared = fresh(30_000, () => now)
    let loads = 0
    let release: (value: number) => void = () => {}
    const load = () => {
      loads += 1
      return new Promise<number>((resolve) => (release = resolve))
    }
    const reads = Array.from({ length: 200 }, () => shared.read(load))
    release(7)
    expect((await Promise.all(reads)).map((read) => read.value)).toEqual(Array(200).fill(7))
    expect(loads).toBe(1)

    now += 29_999
    expect(await shared.read(async () => 8)).toEqual({ value: 7, ageMs: 29_999 })
    now += 1
    expect(await shared.read(async () => 8)).toEqual({ value: 8, ageMs: 0 })
    expect(shared.counts()).toEqual({ loads: 2, reads: 202 })
  })

  it('keeps no failed load, and a clock that went back is not fresh', async () => {
    let now = 5_000
    const shared = fresh(30_000, () => now)
    await expect(shared.read(() => Promise.reject(new Error('database away')))).rejects.toThrow('database away')
    expect((await shared.read(async () => 1)).value).toBe(1)
    now = 4_000
    expect((await shared.read(async () => 2)).value).toBe(2)
  })

  it('forgets on a content change, and a load under way then is not kept', async () => {
    const shared = fresh(30_000, () => 0)
    let release: (value: number) => void = () => {}
    const slow = shared.read(() => new Promise<number>((resolve) => (release = resolve)))
    shared.forget()
    release(1)
    expect((await slow).value).toBe(1)
    expect((await shared.read(async () => 2)).value).toBe(2)
  })
})
