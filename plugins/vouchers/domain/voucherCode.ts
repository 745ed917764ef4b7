import { randomInt } from 'node:crypto'
import { VOUCHER_CODE_ALPHABET, VOUCHER_CODE_GROUPS, VOUCHER_CODE_PREFIX } from './voucherCodeFormat'

/**
 * A new code: PLAY- and four groups of four characters from a 32-letter alphabet, drawn from the
 * operating system's random source: 80 random bits, so no one guesses a live code.
 */
export function newVoucherCode(): string {
  const groups = Array.from({ length: VOUCHER_CODE_GROUPS }, () =>
    Array.from({ length: 4 }, () => VOUCHER_CODE_ALPHABET[randomInt(VOUCHER_CODE_ALPHABET.length)]).join(''),
  )
  return [VOUCHER_CODE_PREFIX, ...groups].join('-')
}
