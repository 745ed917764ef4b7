import { randomInt } from 'node:crypto'

/** No 0/O, 1/I/L: a reference read out over the phone or typed at the kiosk cannot be misread. */
export const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const REFERENCE_LENGTH = 8

export function newBookingReference(random: (max: number) => number = randomInt): string {
  let reference = ''
  for (let index = 0; index < REFERENCE_LENGTH; index++) reference += REFERENCE_ALPHABET[random(REFERENCE_ALPHABET.length)]
  return reference
}
