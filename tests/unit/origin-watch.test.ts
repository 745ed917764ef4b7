import { describe, expect, it } from 'vitest'
import { createOriginWatch, expectedOrigin } from '../../scripts/lib/originWatch.mjs'
import { parseEnv } from '@/lib/env'

const SERVER = 'http://127.0.0.1:3000'

function watch(maxReported?: number) {
  const lines: string[] = []
  const check = createOriginWatch({ expected: SERVER, warn: (line) => lines.push(line), maxReported })
  return { lines, check }
}

describe('the warning about a browser at an address other than SERVER_URL', () => {
  it('names the address and SERVER_URL once, however many requests come from it', () => {
    const { lines, check } = watch()
    for (let i = 0; i < 50; i++) check({ origin: 'http://192.168.1.20:3000', 'sec-fetch-site': 'same-origin' })
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('http://192.168.1.20:3000')
    expect(lines[0]).toContain(`SERVER_URL is ${SERVER}`)
    expect(lines[0]).toContain('Setting up a kiosk tablet')
    // A second wrong address is a second warning, once too.
    check({ origin: 'http://localhost:3000' })
    check({ origin: 'http://localhost:3000' })
    expect(lines).toHaveLength(2)
  })

  it('says nothing for SERVER_URL itself, requests without an Origin, or another site posting to us', () => {
    const { lines, check } = watch()
    check({ origin: SERVER, 'sec-fetch-site': 'same-origin' })
    check({ 'sec-fetch-site': 'same-origin' })
    check({})
    check({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })
    check({ origin: 'null' })
    expect(lines).toEqual([])
  })

  it('reports a bounded number of addresses, so invented Origin headers cannot fill the log or memory', () => {
    const { lines, check } = watch(3)
    for (let i = 0; i < 100; i++) check({ origin: `http://10.0.0.${i}` })
    expect(lines).toHaveLength(3)
  })

  it('compares with SERVER_URL exactly as the app (and so Payload) reads it', () => {
    expect(expectedOrigin({ SERVER_URL: 'https://Play.Example/' })).toBe('https://play.example')
    expect(expectedOrigin({ PORT: '4000' })).toBe('http://localhost:4000')
    expect(expectedOrigin({})).toBe('http://localhost:3000')
    for (const value of ['https://Play.Example/', 'http://127.0.0.1:3000', 'https://play.example:443']) {
      expect(parseEnv({ SERVER_URL: value }).SERVER_URL).toBe(expectedOrigin({ SERVER_URL: value }))
    }
    expect(parseEnv({ PORT: '4000' }).SERVER_URL).toBe(expectedOrigin({ PORT: '4000' }))
  })

  it('refuses a SERVER_URL with a path, which no browser Origin could ever equal', () => {
    expect(() => parseEnv({ SERVER_URL: 'https://play.example/site' })).toThrow(/address alone/)
    expect(() => parseEnv({ SERVER_URL: 'ftp://play.example' })).toThrow(/SERVER_URL/)
  })
})
