// The client's network address, decided once by the app's HTTP front (scripts/server.mjs) from
// the socket, and handed to the app in a header signed with a key the front makes at start-up
// and shares with the app through its own process environment (the app runs in that process).
// Plain JavaScript so the Node front and the Next app share it.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

export const CLIENT_ADDRESS_HEADER = 'x-playcentre-client'
const KEY_VARIABLE = 'CLIENT_ADDRESS_KEY'

/** Called by the front before the app loads: a fresh signing key for this process. */
export function createClientAddressKey() {
  const key = randomBytes(32).toString('hex')
  process.env[KEY_VARIABLE] = key
  return key
}

/** The signing key of this process; undefined when the app was started without its front. */
export function clientAddressKey() {
  return process.env[KEY_VARIABLE] || undefined
}

/**
 * The client of a request: the socket's peer, or, behind `trustedHops` reverse proxies, the
 * address the outermost trusted proxy saw. Each proxy appends the address it received from, so
 * the client is `trustedHops` places from the right of [...X-Forwarded-For, peer]; anything
 * further left was written by the client itself and is never used.
 * @param {string | undefined} peer
 * @param {string | string[] | undefined} forwardedFor
 * @param {number} trustedHops
 * @returns {string}
 */
export function resolveClientAddress(peer, forwardedFor, trustedHops) {
  const nearest = normaliseAddress(peer) || 'unknown'
  if (!(trustedHops > 0)) return nearest
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')
  const chain = [...header.split(',').map(normaliseAddress).filter(Boolean), nearest]
  return chain[Math.max(0, chain.length - 1 - trustedHops)] ?? nearest
}

/** @param {string | undefined} address */
function normaliseAddress(address) {
  const value = (address ?? '').trim().toLowerCase()
  // An IPv4 client on a dual-stack socket reads as ::ffff:a.b.c.d.
  return value.startsWith('::ffff:') && value.includes('.') ? value.slice(7) : value
}

/** @param {string} address @param {string} secret */
function signature(address, secret) {
  return createHmac('sha256', secret).update(`client-address:${address}`).digest('hex').slice(0, 32)
}

/**
 * The header value that carries a client address to the app.
 * @param {string} address
 * @param {string} secret
 */
export function signClientAddress(address, secret) {
  return `${address};${signature(address, secret)}`
}

/**
 * The signed client address of a request, or null when the header is missing or forged (the app
 * was reached without its front, or a client wrote the header itself).
 * @param {string | null | undefined} value
 * @param {string | undefined} secret
 * @returns {string | null}
 */
export function verifyClientAddress(value, secret) {
  if (!value || !secret) return null
  const separator = value.lastIndexOf(';')
  if (separator <= 0) return null
  const address = value.slice(0, separator)
  const given = Buffer.from(value.slice(separator + 1))
  const expected = Buffer.from(signature(address, secret))
  return given.length === expected.length && timingSafeEqual(given, expected) ? address : null
}
