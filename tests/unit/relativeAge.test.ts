import { describe, expect, it } from 'vitest'
import { relativeAge } from '../../plugins/social/domain/relativeAge'

const now = new Date('2026-11-22T12:00:00Z')
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000)

describe('relativeAge: the notice board’s ages', () => {
  it.each([
    [0, 'Just now'],
    [59, 'Just now'],
    [60, '1h ago'],
    [23 * 60 + 59, '23h ago'],
    [24 * 60, '1d ago'],
    [10 * 24 * 60 + 5, '10d ago'],
  ])('%i minutes ago reads %s', (minutes, expected) => {
    expect(relativeAge(ago(minutes), now)).toBe(expected)
  })

  it('reads a clock a little ahead of ours as just now', () => {
    expect(relativeAge(ago(-2), now)).toBe('Just now')
  })
})
