import { randomInt } from 'node:crypto'

// No 0/O or 1/I/L: the code is read out at the desk.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

/** e.g. 'RW-7K3M9Q': shown to the member, e-mailed, and checked by staff. */
export function newRedemptionCode(): string {
  return `RW-${Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`
}
