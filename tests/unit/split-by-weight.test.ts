import { describe, expect, it } from 'vitest'
import { splitByWeight } from '../../scripts/lib/splitByWeight.mjs'

describe('splitting the integration files into parts of about equal time (scripts/int.mjs)', () => {
  const seconds: Record<string, number> = { a: 74, b: 49, c: 40, d: 25, e: 25, f: 5, g: 5, h: 5 }
  const weightOf = (name: string) => seconds[name]!

  it('puts every file in exactly one part', () => {
    const parts = splitByWeight(Object.keys(seconds), weightOf, 2)
    expect(parts.flat().sort()).toEqual(Object.keys(seconds))
  })

  it('keeps the parts within the longest file of each other, the long files apart', () => {
    const parts = splitByWeight(Object.keys(seconds), weightOf, 2)
    const totals = parts.map((part) => part.reduce((sum, name) => sum + weightOf(name), 0))
    expect(Math.abs(totals[0]! - totals[1]!)).toBeLessThanOrEqual(74)
    expect(totals).toEqual([114, 114])
    expect(parts.find((part) => part.includes('a'))).not.toContain('b')
  })

  it('gives the same split for the same files in any order, and empty parts when there are more parts than files', () => {
    const names = Object.keys(seconds)
    expect(splitByWeight([...names].reverse(), weightOf, 2)).toEqual(splitByWeight(names, weightOf, 2))
    expect(splitByWeight(['a'], weightOf, 3)).toEqual([['a'], [], []])
  })
})
