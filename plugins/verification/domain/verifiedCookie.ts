import { createHmac } from 'node:crypto'
import { sameHash } from './verificationCode'

export type VerifiedAddress = { email: string; expiresAt: Date }

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(`verified:${payload}`).digest('base64url')

/** `<base64url address>.<expiry ms>.<signature>`: proof, for a while, that this browser read the address's mail. */
export function verifiedToken(secret: string, email: string, expiresAt: Date): string {
  const payload = `${Buffer.from(email).toString('base64url')}.${expiresAt.getTime()}`
  return `${payload}.${sign(secret, payload)}`
}

export function readVerifiedToken(secret: string, token: string | undefined, now: Date = new Date()): VerifiedAddress | null {
  if (!token) return null
  const [address, expiry, signature] = token.split('.')
  if (!address || !expiry || !signature || !/^\d+$/.test(expiry)) return null
  if (!sameHash(signature, sign(secret, `${address}.${expiry}`))) return null
  const expiresAt = new Date(Number(expiry))
  if (expiresAt <= now) return null
  return { email: Buffer.from(address, 'base64url').toString('utf8'), expiresAt }
}

/**
 * The value of one cookie in a Cookie header. The client writes the header: a value that is not
 * valid percent-encoding counts as no cookie (the next one of that name is read instead).
 */
export function cookieValue(header: string | null, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key !== name) continue
    const value = decodedOrNull(rest.join('='))
    if (value !== null) return value
  }
  return undefined
}

function decodedOrNull(text: string): string | null {
  try {
    return decodeURIComponent(text)
  } catch {
    return null
  }
}

export function setCookieHeader(name: string, value: string, options: { maxAgeSeconds: number; secure: boolean }): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${options.maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ')
}
