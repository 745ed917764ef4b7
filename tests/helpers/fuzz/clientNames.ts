import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { SanitizedConfig } from 'payload'
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/clientAddress.mjs'

const root = path.resolve(import.meta.dirname, '../../..')

/** The app's own server code, and the parts of Payload that read a request (its REST routes and auth). */
const OUR_SOURCE = ['plugins', 'src', 'collections', 'globals']
const PAYLOAD_SOURCE = [
  'node_modules/payload/dist',
  'node_modules/@payloadcms/next/dist/routes',
  'node_modules/@payloadcms/next/dist/utilities',
]

function sourceFiles(directory: string, extensions: RegExp): string[] {
  const entries = readdirSync(path.join(root, directory), { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && extensions.test(entry.name) && !/\.spec\./.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

function matchesIn(directories: string[], extensions: RegExp, pattern: RegExp): string[] {
  const found = new Set<string>()
  for (const directory of directories) {
    for (const file of sourceFiles(directory, extensions))
      for (const match of readFileSync(file, 'utf8').matchAll(pattern)) found.add(match[1]!)
  }
  return [...found].sort()
}

/**
 * Every cookie the server reads, from the code itself: our exported cookie-name constants
 * (`export const VERIFIED_EMAIL_COOKIE = 'pc_verified_email'`) and Payload's cookies, written in
 * its code as `${cookiePrefix}-token` and the like, under this config's prefix.
 */
export function cookieNames(config: Pick<SanitizedConfig, 'cookiePrefix'>): string[] {
  const ours = matchesIn(OUR_SOURCE, /\.(ts|tsx|mjs)$/, /export const \w*COOKIE\w*\s*=\s*['"]([^'"]+)['"]/g)
  const payloads = matchesIn(PAYLOAD_SOURCE, /\.js$/, /cookiePrefix(?: \|\| 'payload')?\}-([a-z-]+)`/g).map(
    (suffix) => `${config.cookiePrefix || 'payload'}-${suffix}`,
  )
  return [...new Set([...ours, ...payloads])].sort()
}

/**
 * Headers the body fuzz already owns (content type and length), a response header Payload reads
 * from a fetch, and the client-address header the app's front overwrites on every request (a
 * client's own value never reaches the app; see src/lib/http/clientAddress.mjs).
 */
const NOT_CLIENT_HEADERS = new Set(['content-type', 'content-length', 'transfer-encoding', 'location', CLIENT_ADDRESS_HEADER])

/** Every request header the server reads by name (`headers.get('idempotency-key')`), ours and Payload's, lower case. */
export function requestHeaderNames(): string[] {
  const pattern = /headers\??\.get\(\s*['"]([^'"]+)['"]\s*\)/g
  const names = [...matchesIn(OUR_SOURCE, /\.(ts|tsx|mjs)$/, pattern), ...matchesIn(PAYLOAD_SOURCE, /\.js$/, pattern)].map((name) =>
    name.toLowerCase(),
  )
  return [...new Set(names)].filter((name) => !NOT_CLIENT_HEADERS.has(name)).sort()
}

/** The collections whose users may send `<slug> API-Key <key>` (Payload's API-key strategy). */
export const apiKeyCollections = (config: Pick<SanitizedConfig, 'collections'>): string[] =>
  config.collections.filter((collection) => collection.auth && collection.auth.useAPIKey).map((collection) => collection.slug)
