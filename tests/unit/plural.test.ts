import { describe, expect, it } from 'vitest'
import { plural } from '@/lib/plural'

describe('plural', () => {
  it('says one of a thing in the singular', () => {
    expect(plural(1, 'adult', 'adults')).toBe('1 adult')
    expect(plural(1, 'child', 'children')).toBe('1 child')
    expect(plural(1, 'place', 'places')).toBe('1 place')
  })

  it('says none, several and many in the plural', () => {
    expect(plural(0, 'adult', 'adults')).toBe('0 adults')
    expect(plural(2, 'child', 'children')).toBe('2 children')
    expect(plural(11, 'place', 'places')).toBe('11 places')
    expect(plural(21, 'adult', 'adults')).toBe('21 adults')
    expect(plural(101, 'child', 'children')).toBe('101 children')
  })
})
