/** Crockford's base 32: no I, L, O or U, so a code read aloud or copied from paper survives. */
export const VOUCHER_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const VOUCHER_CODE_PREFIX = 'PLAY'
export const VOUCHER_CODE_GROUPS = 4

/**
 * A code as typed, in the one form it is stored in (PLAY-XXXX-XXXX-XXXX-XXXX), or null when it
 * cannot be one. Case, spaces and dashes do not matter; O is read as 0 and I or L as 1.
 */
export function normaliseVoucherCode(typed: string): string | null {
  let compact = typed.toUpperCase().replace(/[\s-]+/g, '')
  if (compact.startsWith(VOUCHER_CODE_PREFIX)) compact = compact.slice(VOUCHER_CODE_PREFIX.length)
  compact = compact.replace(/O/g, '0').replace(/[IL]/g, '1')
  const length = VOUCHER_CODE_GROUPS * 4
  if (compact.length !== length || [...compact].some((char) => !VOUCHER_CODE_ALPHABET.includes(char))) return null
  return [VOUCHER_CODE_PREFIX, ...(compact.match(/.{4}/g) ?? [])].join('-')
}
