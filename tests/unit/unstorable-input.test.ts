import { describe, expect, it } from 'vitest'
import { unstorablePath } from '@/lib/http/unreadableInput'

describe('text Postgres cannot store, found in a JSON body', () => {
  it('finds U+0000 and lone surrogates, in values and in keys, with their path', () => {
    expect(unstorablePath({ name: 'Jo\u0000' })).toEqual({ path: 'name', reason: 'nul' })
    expect(unstorablePath({ party: { childName: 'Ne\ud800ll' } })).toEqual({ path: 'party.childName', reason: 'lone_surrogate' })
    expect(unstorablePath({ list: ['ok', 'x\udc00'] })).toEqual({ path: 'list.1', reason: 'lone_surrogate' })
    expect(unstorablePath({ ['k\ud83d']: 1 })).toEqual({ path: 'k\ud83d', reason: 'lone_surrogate' })
    expect(unstorablePath('end\ud83d')).toEqual({ path: '_', reason: 'lone_surrogate' })
  })

  it('lets whole pairs (emoji), other text and other values through', () => {
    expect(unstorablePath({ name: 'Zoë 😀', note: '\u202e', n: 1, ok: true, none: null, list: ['🍕'] })).toBeNull()
  })
})
