import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'

/** A 6-digit code, uniformly random, leading zeros kept. */
export function newVerificationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/** Codes are stored only as a keyed hash bound to their address. */
export function hashCode(secret: string, email: string, code: string): string {
  return createHmac('sha256', secret).update(`code:${email}:${code}`).digest('hex')
}

/** The address as stored beside its codes and rate limits: never the address itself. */
export function hashAddress(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`address:${email}`).digest('hex').slice(0, 40)
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
