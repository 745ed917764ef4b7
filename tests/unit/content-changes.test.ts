import { afterEach, describe, expect, it } from 'vitest'
import { listenForContentChanges } from '../../scripts/lib/contentChangeListener.mjs'
import { announceContentChange, contentChangeChannel, onContentChange } from '../../src/lib/cache/contentChanges.mjs'

const stops: (() => unknown)[] = []
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop()
})

describe('content changes reach the front', () => {
  it('calls every listener of the process, and no longer one that stopped', () => {
    const heard: string[] = []
    const stopA = onContentChange(() => heard.push('a'))
    stops.push(onContentChange(() => heard.push('b')))
    announceContentChange()
    stopA()
    announceContentChange()
    expect(heard).toEqual(['a', 'b', 'b'])
  })

  it('a failing listener stops no other', () => {
    const heard: string[] = []
    stops.push(
      onContentChange(() => {
        throw new Error('broken listener')
      }),
    )
    stops.push(onContentChange(() => heard.push('purged')))
    announceContentChange()
    expect(heard).toEqual(['purged'])
  })

  it('without Redis the front hears the changes announced in its own process', async () => {
    let purges = 0
    const listener = listenForContentChanges({ onChange: () => purges++ })
    stops.push(() => listener.close())
    announceContentChange()
    expect(purges).toBe(1)
    await listener.close()
    announceContentChange()
    expect(purges).toBe(1)
  })

  it('names one channel per key prefix, so instances of different sites on one Redis stay apart', () => {
    expect(contentChangeChannel('site-a:')).toBe('site-a:content-changed')
    expect(contentChangeChannel('site-a:')).not.toBe(contentChangeChannel('site-b:'))
  })
})
